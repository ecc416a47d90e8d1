#!/usr/bin/env python3
"""Writes the crates that measure `#[pass]` expansion time in rustc
(docs/performance.md, "`#[pass]` expansion time"):

  OUT/attr   100 passes declared with #[pass(...)], each with its PassBehavior
  OUT/toml   the same passes in passes.toml; src/gen.rs is `passgen rust
             passes.toml -o src/gen.rs` (run it yourself), include!d
  OUT/none   the same 100 structs and PassBehavior impls, nothing generated
             (the floor: what the crate costs without any pass declaration)

The passes are `attribute_pass.rs.in` (5 options, one of them an enum,
and a statistic each), as in `passgen/benches/codegen.rs`.

Usage: expansion_crates.py OUT PASS_RUNTIME_DIR [N]
"""

import os
import sys

out, runtime = sys.argv[1], os.path.abspath(sys.argv[2])
n = int(sys.argv[3]) if len(sys.argv) > 3 else 100

HEADER = "use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};\n"


def behaviour(i):
    return (
        f"impl PassBehavior for Pass{i} {{\n"
        f"    fn run_on_operation(&self, _op: &mut AnchorOp<'_>) -> Result<(), PassError> {{\n"
        f"        Ok(())\n    }}\n}}\n"
    )


ATTRIBUTE_PASS = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "attribute_pass.rs.in")).read()


def attr_pass(i):
    return ATTRIBUTE_PASS.replace("{i}", str(i))


def toml_pass(i):
    return f'''
[[pass]]
name = "Pass{i}"
argument = "pass-{i}"
anchor = "func.func"
summary = "Pass number {i}"
description = """
Does thing {i}.

```mlir
foo
```
"""
[[pass.option]]
field = "flag"
argument = "flag"
type = "bool"
default = true
description = "A flag"
[[pass.option]]
field = "count"
argument = "count"
type = "i64"
default = 3
min = 0
max = 10
description = "A count"
[[pass.option]]
field = "names"
argument = "names"
type = "string"
list = true
description = "Names"
[[pass.option]]
field = "mode"
argument = "mode"
type = "enum"
values = ["a", "b", "c"]
default = "b"
description = "A mode"
[[pass.option]]
field = "ratio"
argument = "ratio"
type = "f64"
default = 0.5
description = "A ratio"
[[pass.statistic]]
field = "hits"
name = "num-hits"
description = "Hits"
'''


def write_crate(name, lib, extra=None):
    d = os.path.join(out, name)
    os.makedirs(os.path.join(d, "src"), exist_ok=True)
    with open(os.path.join(d, "Cargo.toml"), "w") as f:
        f.write(
            f'[package]\nname = "expansion-{name}"\nversion = "0.0.0"\nedition = "2021"\n\n'
            f'[dependencies]\npass-runtime = {{ path = "{runtime}" }}\n\n[workspace]\n'
        )
    with open(os.path.join(d, "src", "lib.rs"), "w") as f:
        f.write(lib)
    for path, text in (extra or {}).items():
        with open(os.path.join(d, path), "w") as f:
            f.write(text)


behaviours = "".join("\n" + behaviour(i) for i in range(n))
write_crate("attr", HEADER + "use pass_runtime::pass;\n" + "".join(attr_pass(i) for i in range(n)) + behaviours)
write_crate(
    "toml",
    HEADER + 'include!("gen.rs");\n' + behaviours,
    {"passes.toml": "".join(toml_pass(i) for i in range(n))},
)
write_crate(
    "none",
    HEADER + "".join(f"\npub struct Pass{i};\n" for i in range(n)) + behaviours,
)
