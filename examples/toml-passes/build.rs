fn main() -> Result<(), passgen::Error> {
    passgen::Builder::new().spec("passes.toml").spec("calc.toml").generate()
}
