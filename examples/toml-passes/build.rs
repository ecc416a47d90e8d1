fn main() -> Result<(), passgen::Error> {
    passgen::Builder::new()
        .spec("passes.toml")
        .spec("calc.toml")
        .spec("tests/mlir/arith.toml")
        .spec("tests/mlir/cf.toml")
        .spec("tests/mlir/func.toml")
        .generate()
}
