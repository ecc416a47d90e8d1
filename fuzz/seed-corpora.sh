#!/usr/bin/env bash
# Fills fuzz/corpus/<target>/ with the repository's own inputs for each
# target: the starting points of a campaign (docs/reliability.md). Run from
# anywhere; needs a built pass-opt (cargo build --release -p pass-opt) for the
# reproducer seeds.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
corpus=$here/corpus
pass_opt=${PASS_OPT:-$root/target/release/pass-opt}
mkdir -p "$corpus"/{parse_ir,parse_pretty,parse_pipeline,passgen_spec,run_reproducer,verify_diagnostics}

# IR: the round-trip corpus, the error cases, the pass goldens' inputs.
for f in "$root"/pass-opt/tests/corpus/*.mlir "$root"/pass-opt/tests/errors/*.mlir \
         "$root"/pass-opt/tests/builtin-passes/*.mlir "$root"/pass-runtime/tests/data/greedy/*.mlir; do
    cp "$f" "$corpus/parse_ir/$(basename "$(dirname "$f")")-$(basename "$f")"
done

# Pretty IR: the pretty-form inputs (custom forms of every built-in dialect,
# mixed with generic ops), mlir-opt's default prints of them and of the
# corpus, and the malformed pretty inputs.
for f in "$root"/pass-opt/tests/pretty/inputs/*.mlir "$root"/pass-opt/tests/pretty/expected/*.pretty.mlir \
         "$root"/pass-opt/tests/pretty/errors/*.mlir "$root"/pass-opt/tests/corpus/pretty/*.mlir; do
    cp "$f" "$corpus/parse_pretty/$(basename "$(dirname "$f")")-$(basename "$f")"
done

# Pipelines: one per line of the reference pipeline files.
i=0
for f in "$root"/pass-runtime/tests/reference/pipeline/*.txt; do
    while IFS= read -r line; do
        [ -n "$line" ] || continue
        i=$((i + 1))
        printf '%s' "$line" > "$corpus/parse_pipeline/ref-$i"
    done < "$f"
done

# Specs: every pass and dialect spec of the repository.
for f in $(cd "$root" && git ls-files '*.toml' | grep -v -e Cargo.toml -e rustfmt.toml -e '^\.'); do
    cp "$root/$f" "$corpus/passgen_spec/$(echo "$f" | tr / -)"
done

# Diagnostics: every test file with `expected-*` annotations, and the
# split-input tests.
for f in $(cd "$root" && { git grep -l -e 'expected-error' -e 'expected-remark' -e 'expected-warning' \
        -e 'expected-note' -- '*.mlir'; git ls-files 'pass-opt/tests/split-verify/*.mlir'; } | sort -u); do
    cp "$root/$f" "$corpus/verify_diagnostics/$(echo "$f" | tr / -)"
done

# Reproducers: the committed one, and one written by a failing run of each
# pipeline below on the pass goldens' inputs.
cp "$root/pass-opt/tests/goldens/instrumentation/reproducer-failure.mlir" "$corpus/run_reproducer/"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
n=0
for input in "$root"/pass-opt/tests/builtin-passes/*.mlir; do
    for pipeline in 'builtin.module(test-pass-failure)' \
                    'builtin.module(func.func(canonicalize,test-pass-failure{gen-diagnostics=true}))' \
                    'builtin.module(convert-scf-to-cf,test-pass-failure)'; do
        n=$((n + 1))
        "$pass_opt" "$input" --pass-pipeline="$pipeline" -o "$scratch/out" \
            --mlir-pass-pipeline-crash-reproducer="$scratch/repro-$n.mlir" 2>/dev/null || true
        [ -f "$scratch/repro-$n.mlir" ] && cp "$scratch/repro-$n.mlir" "$corpus/run_reproducer/"
    done
done
for t in "$corpus"/*; do echo "$(basename "$t"): $(ls "$t" | wc -l) seeds"; done
