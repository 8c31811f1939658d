//! JSON written by hand, for the views that the browser's API (src/api, exported by
//! src/wasm.rs) sends to JavaScript: each view becomes one JSON text, which the
//! page's side reads with a single `JSON.parse` into a plain object.
//!
//! This replaces serde and serde-wasm-bindgen there. Their serializer is generic, so
//! it was built once for every view type, and it set each field by a call into
//! JavaScript. That was most of the rules module's 37 KB (gzipped). Here one writer
//! serves every type: objects go through [`Object::field`], which takes `&dyn ToJson`.
//!
//! What JavaScript receives is what serde's `json_compatible` serializer gave: `None`
//! is `null`, a sequence is an array, and a struct is an object with its fields in
//! the order written.

use core::fmt::Write;

/// A value that the wasm API sends to JavaScript.
pub(crate) trait ToJson {
    /// Appends this value's JSON text to `out`.
    fn write_json(&self, out: &mut String);
}

/// `value` as JSON text. Never inlined: one writer for every view, called through
/// `&dyn ToJson`, rather than a copy of each view's writer where it is made.
#[inline(never)]
pub(crate) fn to_json(value: &dyn ToJson) -> String {
    let mut out = String::new();
    value.write_json(&mut out);
    out
}

/// An object being written: `Object::new(out).field("a", &1).field("b", &x).end()`.
pub(crate) struct Object<'a> {
    out: &'a mut String,
    empty: bool,
}

impl<'a> Object<'a> {
    pub(crate) fn new(out: &'a mut String) -> Self {
        out.push('{');
        Object { out, empty: true }
    }

    /// Writes one field. `name` is a field name of this crate's views: letters only,
    /// so it needs no escaping.
    pub(crate) fn field(&mut self, name: &str, value: &dyn ToJson) -> &mut Self {
        debug_assert!(name.bytes().all(|b| b.is_ascii_alphabetic()));
        if !self.empty {
            self.out.push(',');
        }
        self.empty = false;
        self.out.push('"');
        self.out.push_str(name);
        self.out.push_str("\":");
        value.write_json(self.out);
        self
    }

    pub(crate) fn end(&mut self) {
        self.out.push('}');
    }
}

impl ToJson for bool {
    fn write_json(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn write_json(&self, out: &mut String) {
                // Writing to a String cannot fail.
                let _ = write!(out, "{self}");
            }
        }
    )*};
}
integers!(i32, u32, u64, usize);

/// Hundredths written as a decimal number: `-120` is `-1.20`, which JavaScript reads
/// as the same number as `-120 / 100`. Float formatting stays out of the module.
#[cfg(any(feature = "engine", test))]
pub(crate) struct Hundredths(pub i32);

#[cfg(any(feature = "engine", test))]
impl ToJson for Hundredths {
    fn write_json(&self, out: &mut String) {
        let n = i64::from(self.0);
        let sign = if n < 0 { "-" } else { "" };
        let n = n.unsigned_abs();
        let _ = write!(out, "{sign}{}.{:02}", n / 100, n % 100);
    }
}

/// A number written by the platform's own formatting (JavaScript's in the wasm
/// module, which so carries no float formatting of its own: about 6 KB gzipped), or
/// `null` when it is not finite, which JSON cannot write (a clock's difference
/// always is).
#[cfg(any(feature = "engine", test))]
pub(crate) struct Written(String);

#[cfg(any(feature = "engine", test))]
impl Written {
    /// `x` as `text` writes it; `text` must write a finite number as JSON does
    /// (JavaScript's `String(x)` does).
    pub(crate) fn new(x: f64, text: fn(f64) -> String) -> Written {
        Written(if x.is_finite() {
            text(x)
        } else {
            "null".into()
        })
    }
}

#[cfg(any(feature = "engine", test))]
impl ToJson for Written {
    fn write_json(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}

impl ToJson for str {
    fn write_json(&self, out: &mut String) {
        out.push('"');
        for c in self.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                c if c < ' ' => {
                    let _ = write!(out, "\\u{:04x}", u32::from(c));
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut String) {
        self.as_str().write_json(out);
    }
}

impl<T: ToJson + ?Sized> ToJson for &T {
    fn write_json(&self, out: &mut String) {
        (**self).write_json(out);
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn write_json(&self, out: &mut String) {
        match self {
            Some(value) => value.write_json(out),
            None => out.push_str("null"),
        }
    }
}

impl<T: ToJson> ToJson for [T] {
    fn write_json(&self, out: &mut String) {
        out.push('[');
        for (i, value) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            value.write_json(out);
        }
        out.push(']');
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write_json(&self, out: &mut String) {
        self.as_slice().write_json(out);
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn write_json(&self, out: &mut String) {
        self.as_slice().write_json(out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Point {
        x: i32,
        label: Option<&'static str>,
        tags: Vec<String>,
    }

    impl ToJson for Point {
        fn write_json(&self, out: &mut String) {
            Object::new(out)
                .field("x", &self.x)
                .field("label", &self.label)
                .field("tags", &self.tags)
                .end();
        }
    }

    #[test]
    fn objects_arrays_and_null() {
        let p = Point {
            x: -3,
            label: None,
            tags: vec!["a".into(), "b".into()],
        };
        assert_eq!(to_json(&p), r#"{"x":-3,"label":null,"tags":["a","b"]}"#);
        assert_eq!(to_json(&Vec::<Point>::new()), "[]");
        assert_eq!(to_json(&[["a1", "b3"]; 2]), r#"[["a1","b3"],["a1","b3"]]"#);
        struct Empty;
        impl ToJson for Empty {
            fn write_json(&self, out: &mut String) {
                Object::new(out).end();
            }
        }
        assert_eq!(to_json(&Some(Empty)), "{}");
    }

    #[test]
    fn numbers_and_booleans() {
        assert_eq!(to_json(&[0u32, 7, u32::MAX].as_slice()), "[0,7,4294967295]");
        assert_eq!(to_json(&i32::MIN), "-2147483648");
        assert_eq!(to_json(&(1u64 << 53)), "9007199254740992");
        assert_eq!(to_json(&usize::MAX), usize::MAX.to_string());
        assert_eq!(to_json(&[true, false].as_slice()), "[true,false]");
    }

    #[test]
    fn hundredths_read_back_as_the_quotient() {
        for (n, text) in [
            (0, "0.00"),
            (5, "0.05"),
            (-5, "-0.05"),
            (-120, "-1.20"),
            (12345, "123.45"),
            (i32::MIN, "-21474836.48"),
            (i32::MAX, "21474836.47"),
        ] {
            assert_eq!(to_json(&Hundredths(n)), text);
            // What JavaScript's JSON.parse does: the nearest double to the decimal.
            assert_eq!(text.parse::<f64>().unwrap(), f64::from(n) / 100.0, "{n}");
        }
    }

    #[test]
    fn strings_escape_what_json_requires() {
        assert_eq!(to_json(&"a1-c2"), r#""a1-c2""#);
        assert_eq!(to_json(&r#"say "hi" \ bye"#), r#""say \"hi\" \\ bye""#);
        assert_eq!(
            to_json(&"tab\there\nnul\u{0}\u{1f}"),
            r#""tab\u0009here\u000anul\u0000\u001f""#
        );
        // Everything else passes as it is, quotes of other scripts and U+2028 too.
        assert_eq!(
            to_json(&"é – 𝄞 \u{2028} \u{7f}"),
            "\"é – 𝄞 \u{2028} \u{7f}\""
        );
        assert_eq!(to_json(&String::from("x")), r#""x""#);
    }
}
