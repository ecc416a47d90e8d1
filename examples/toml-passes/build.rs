fn main() -> Result<(), passgen::Error> {
    passgen::Builder::new()
        .spec("passes.toml")
        .spec("calc.toml")
        .spec("tests/mlir/arith.toml")
        .spec("tests/mlir/cf.toml")
        .spec("tests/mlir/func.toml")
        .spec("tests/mlir/index.toml")
        .generate()
}
