//! What an error quotes of the text it refuses: a short excerpt, never the whole.
//!
//! A move box, a link or a command line can hand the rules any text, a megabyte of
//! it too; an error that copied it whole would carry it into every message made of it
//! (the page's notices, the command line's standard error).

/// The most characters of a refused text that an error quotes.
pub const EXCERPT_CHARS: usize = 32;

/// The start of `text` as an error quotes it: at most [`EXCERPT_CHARS`] characters
/// (whole characters, never half of one), then `…` when there was more. Control
/// characters and the marks that change the direction of text (U+202E and its kin)
/// become `�`, so that a quote cannot reverse or break the sentence around it.
///
/// # Examples
///
/// ```
/// use jarmo_core::excerpt;
///
/// assert_eq!(excerpt("a1-c9"), "a1-c9");
/// assert_eq!(excerpt(&"x".repeat(1_000_000)), format!("{}…", "x".repeat(32)));
/// assert_eq!(excerpt("a\u{202e}1"), "a\u{fffd}1");
/// ```
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == EXCERPT_CHARS {
            out.push('…');
            break;
        }
        out.push(if c.is_control() || is_bidi_control(c) {
            char::REPLACEMENT_CHARACTER
        } else {
            c
        });
    }
    out
}

/// The characters that set the direction of the text after them: the Arabic letter
/// mark, the left-to-right and right-to-left marks, the embeddings, overrides and
/// isolates with their ends (Unicode's Bidi_Control, U+061C, U+200E-U+200F,
/// U+202A-U+202E, U+2066-U+2069).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_text_is_quoted_whole() {
        assert_eq!(excerpt(""), "");
        assert_eq!(excerpt("a1-c9"), "a1-c9");
        let exact = "b".repeat(EXCERPT_CHARS);
        assert_eq!(excerpt(&exact), exact);
    }

    #[test]
    fn a_long_text_is_cut_after_its_first_characters_with_an_ellipsis() {
        let long = "x".repeat(1_000_000);
        let quoted = excerpt(&long);
        assert_eq!(quoted, format!("{}…", "x".repeat(EXCERPT_CHARS)));
        assert_eq!(
            excerpt(&"y".repeat(EXCERPT_CHARS + 1)).chars().count(),
            EXCERPT_CHARS + 1
        );
    }

    #[test]
    fn multi_byte_characters_are_never_cut_in_half() {
        // Two, three and four bytes each: a byte-counted cut would split one.
        for c in ['ä', 'ж', '€', '弓', '🏹'] {
            let text: String = std::iter::repeat(c).take(100).collect();
            let quoted = excerpt(&text);
            let expected: String = std::iter::repeat(c)
                .take(EXCERPT_CHARS)
                .chain(['…'])
                .collect();
            assert_eq!(quoted, expected, "{c}");
        }
        let mixed = "a🏹".repeat(40);
        assert_eq!(
            excerpt(&mixed),
            format!("{}…", "a🏹".repeat(EXCERPT_CHARS / 2))
        );
    }

    #[test]
    fn control_and_direction_characters_become_replacement_characters() {
        for c in [
            '\u{0}', '\n', '\u{1b}', '\u{7f}', '\u{85}', '\u{61c}', '\u{200e}', '\u{200f}',
            '\u{202a}', '\u{202e}', '\u{2066}', '\u{2069}',
        ] {
            assert_eq!(
                excerpt(&format!("a{c}b")),
                "a\u{fffd}b",
                "U+{:04X}",
                c as u32
            );
        }
        // Letters of right-to-left scripts are text, and stay.
        assert_eq!(excerpt("שלום"), "שלום");
    }
}
