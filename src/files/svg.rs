//! Writing SVG by hand: the escaping every text and attribute value goes
//! through, shared by the sheets' writer (`inspect::sheet::svg`) and the
//! graph drawings of `ludoscope draw` (`graph_layout::svg`).

/// `text` with `&`, `<`, `>`, `"` and `'` escaped (for text and attributes).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn markup_and_control_characters_are_escaped() {
        assert_eq!(
            escape(r#"a<b & "c" > 'd'"#),
            "a&lt;b &amp; &quot;c&quot; &gt; &apos;d&apos;"
        );
        assert_eq!(escape("x\u{7}y\nz\t"), "x y\nz\t");
        assert_eq!(escape("∞ é"), "∞ é");
    }
}
