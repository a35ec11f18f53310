//! Quoting what a user typed or a file held inside a message: at most one line
//! of it, cut with an ellipsis, so that a 4 MB trace or a 240 KB spec never
//! floods the terminal. Every error that echoes outside input goes through
//! [`excerpt`].

/// The most characters of input a message quotes.
pub const MAX_QUOTED_CHARS: usize = 80;

/// The first line of `text`, at most [`MAX_QUOTED_CHARS`] characters, with `…`
/// where anything was cut (a later line, or the rest of a long one).
pub fn excerpt(text: &str) -> String {
    cut(text, MAX_QUOTED_CHARS)
}

/// The most characters of a message made from input (a parser's error) shown.
pub const MAX_MESSAGE_CHARS: usize = 240;

/// The first line of `text`, at most `max` characters, with `…` where cut.
pub fn cut(text: &str, max: usize) -> String {
    let text = text.trim();
    let first = text.lines().next().unwrap_or("");
    let mut out: String = first.chars().take(max).collect();
    if out.len() < text.len() {
        out.push('…');
    }
    out
}

/// [`excerpt`] in double quotes, with quotes and backslashes escaped as Rust's
/// `{:?}` would.
pub fn quoted(text: &str) -> String {
    let cut = excerpt(text);
    format!("{cut:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_whole_and_long_text_is_cut() {
        assert_eq!(excerpt("  TicTacToe "), "TicTacToe");
        assert_eq!(excerpt("a\nb"), "a…");
        let long = "x".repeat(1000);
        let cut = excerpt(&long);
        assert_eq!(cut.chars().count(), MAX_QUOTED_CHARS + 1);
        assert!(cut.ends_with('…'));
        assert_eq!(quoted("say \"hi\""), "\"say \\\"hi\\\"\"");
        assert_eq!(excerpt(""), "");
    }
}
