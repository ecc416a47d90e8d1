fn main() -> Result<(), passgen::Error> {
    passgen::Builder::new().spec("passes.toml").generate()
}
