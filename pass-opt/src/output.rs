//! `-o`: the output written whole or not at all.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `text` to stdout (`-`), or to `path` through a temporary file in
/// the same directory that is renamed over it, so a reader never sees half a
/// file.
pub(crate) fn write_output(path: &str, text: &str) -> Result<(), String> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(text.as_bytes())
            .and_then(|_| out.flush())
            .map_err(|e| format!("error: could not write output: {e}\n"));
    }
    let target = PathBuf::from(path);
    // A device or a pipe (`-o /dev/null`) is written in place: renaming a
    // file over it would replace it.
    let special = std::fs::metadata(&target).is_ok_and(|m| !m.file_type().is_file());
    if special {
        let written =
            std::fs::OpenOptions::new().write(true).open(&target).and_then(|mut f| f.write_all(text.as_bytes()));
        return written.map_err(|e| format!("error: could not write output file '{path}': {e}\n"));
    }
    let dir = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let file_name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".into());
    let tmp = dir.join(format!(".{file_name}.pass-opt-{}.tmp", std::process::id()));
    let result = std::fs::write(&tmp, text.as_bytes()).and_then(|_| std::fs::rename(&tmp, &target));
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(format!("error: could not write output file '{path}': {e}\n"));
    }
    Ok(())
}
