//! The choices both generators draw from the fuzzer's bytes, each with a
//! fixed answer once the bytes run out (so a short input is still a case).

use arbitrary::Unstructured;

/// Anything drawing its choices from an [`Unstructured`].
pub(crate) trait Choices<'b> {
    /// The bytes the choices come from.
    fn bytes(&mut self) -> &mut Unstructured<'b>;

    /// A number in `lo..=hi` (`lo` once the bytes run out).
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        if hi <= lo {
            return lo;
        }
        self.bytes().int_in_range(lo..=hi).unwrap_or(lo)
    }

    /// An index below `n` (0 when `n` is 0).
    fn pick(&mut self, n: usize) -> usize {
        if n == 0 {
            return 0;
        }
        self.range(0, n - 1)
    }

    /// True with probability `num / den` (false once the bytes run out).
    fn chance(&mut self, num: u8, den: u8) -> bool {
        self.bytes().ratio(num, den).unwrap_or(false)
    }
}
