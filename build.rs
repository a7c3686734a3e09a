//! Generates include/sudoku.h with cbindgen, and sets the shared library's
//! SONAME.
//!
//! The header is written to OUT_DIR on every build, and copied over
//! include/sudoku.h when it differs, so a plain `cargo build` keeps the
//! committed header current. With SUDOKU_HEADER_CHECK=1 (the test command
//! sets it) include/ is left alone, so tests/header.rs can fail when the
//! committed header is stale instead of silently fixing it.

use std::{env, fs, path::PathBuf};

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let out = PathBuf::from(env::var("OUT_DIR").unwrap()).join("sudoku.h");
    let committed = root.join("include").join("sudoku.h");

    println!("cargo:rerun-if-changed=src");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    println!("cargo:rerun-if-changed=include/sudoku.h");
    println!("cargo:rerun-if-env-changed=SUDOKU_HEADER_CHECK");

    let mut config =
        cbindgen::Config::from_file(root.join("cbindgen.toml")).expect("cbindgen.toml must parse");
    let version = |part: &str| env::var(format!("CARGO_PKG_VERSION_{part}")).unwrap();
    config.after_includes = Some(format!(
        "\n/** The version of this header; sudoku_version() gives the library's. */\n\
         #define SUDOKU_VERSION_MAJOR {}\n#define SUDOKU_VERSION_MINOR {}\n#define SUDOKU_VERSION_PATCH {}\n",
        version("MAJOR"),
        version("MINOR"),
        version("PATCH")
    ));

    // The shared library's SONAME, by cargo-c's rule: 0.m.p is ABI-compatible
    // within 0.m (libsudoku.so.0.m), and from 1.0 on within the major version.
    if env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        let (major, minor) = (version("MAJOR"), version("MINOR"));
        let abi = if major == "0" {
            format!("0.{minor}")
        } else {
            major
        };
        println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libsudoku.so.{abi}");
    }

    cbindgen::Builder::new()
        .with_crate(&root)
        .with_config(config)
        .generate()
        .expect("cbindgen failed to generate the header")
        .write_to_file(&out);

    let check_only = env::var("SUDOKU_HEADER_CHECK").is_ok_and(|v| v == "1");
    let fresh = fs::read(&out).unwrap();
    if !check_only && fs::read(&committed).ok().as_deref() != Some(fresh.as_slice()) {
        fs::create_dir_all(committed.parent().unwrap()).unwrap();
        fs::write(&committed, fresh).unwrap();
    }
}
