//! Files at the bottom of the layers, for every reader and writer above:
//! reading a file a user named without blocking on a named pipe ([`read`]:
//! [`read_bounded`] for the whole file, [`head`] for telling what kind of file
//! it is), writing atomically ([`mod@write`]), escaping SVG text ([`svg`]) and
//! rasterising an SVG picture to PNG ([`picture`]). What the bytes mean is each
//! format's own business; nothing here names a game or a format.

pub mod picture;
pub mod read;
pub mod svg;
pub mod write;

pub use picture::rasterise;
pub use read::{HEAD_BYTES, InputError, head, not_regular, read_bounded, read_text};
pub use write::{WriteError, check_target, clean_stale, commit, write_atomic, write_atomic_with};
