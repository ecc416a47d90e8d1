//! TEMPORARY stub: replaced by the full float module.
#![allow(missing_docs, dead_code)]
use rustc_apfloat::ieee::{Double, Single};
use rustc_apfloat::Float;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatKind {
    F16,
    BF16,
    F32,
    F64,
    F80,
    F128,
    TF32,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E8M0FNU,
}

impl FloatKind {
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
        }
    }
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        [
            FloatKind::F16,
            FloatKind::BF16,
            FloatKind::F32,
            FloatKind::F64,
            FloatKind::F80,
            FloatKind::F128,
            FloatKind::TF32,
            FloatKind::F8E5M2,
            FloatKind::F8E4M3,
            FloatKind::F8E4M3FN,
            FloatKind::F8E5M2FNUZ,
            FloatKind::F8E4M3FNUZ,
            FloatKind::F8E4M3B11FNUZ,
            FloatKind::F8E3M4,
            FloatKind::F4E2M1FN,
            FloatKind::F6E2M3FN,
            FloatKind::F6E3M2FN,
            FloatKind::F8E8M0FNU,
        ]
        .into_iter()
        .find(|k| k.keyword() == s)
    }
    pub fn bit_width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::TF32 => 19,
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            _ => 8,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FloatValue {
    pub kind: FloatKind,
    pub bits: u128,
}

impl FloatValue {
    pub fn parse_decimal(kind: FloatKind, text: &str, negative: bool) -> Result<FloatValue, String> {
        let t = if negative { format!("-{text}") } else { text.to_string() };
        match kind {
            FloatKind::F32 => Single::from_str_r(&t, rustc_apfloat::Round::NearestTiesToEven)
                .map(|v| FloatValue { kind, bits: v.value.to_bits() })
                .map_err(|e| format!("{e:?}")),
            _ => Double::from_str_r(&t, rustc_apfloat::Round::NearestTiesToEven)
                .map(|v| FloatValue { kind, bits: v.value.to_bits() })
                .map_err(|e| format!("{e:?}")),
        }
    }
    pub fn from_hex_bits(kind: FloatKind, hex: &str) -> Result<FloatValue, String> {
        u128::from_str_radix(hex, 16).map(|bits| FloatValue { kind, bits }).map_err(|e| e.to_string())
    }
    pub fn to_mlir_string(self) -> String {
        match self.kind {
            FloatKind::F32 => format!("{:#0.6}", Single::from_bits(self.bits)),
            _ => format!("{:#0.6}", Double::from_bits(self.bits)),
        }
    }
}
