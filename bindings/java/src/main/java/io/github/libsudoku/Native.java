package io.github.libsudoku;

import java.io.IOException;
import java.io.InputStream;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The C ABI, declared once: finds the libsudoku shared library and makes one downcall handle per
 * function. Nothing here is public.
 */
@SuppressWarnings("restricted") // this class is where the binding calls C
final class Native {
    private Native() {}

    // Status codes (sudoku.h); the numbers are part of the ABI.
    static final int OK = 0;
    static final int ERR_NULL = -1;
    static final int ERR_BAD_CELL = -2;
    static final int ERR_CONFLICT = -3;
    static final int ERR_NO_SOLUTION = -4;
    static final int ERR_INTERNAL = -5;
    static final int ERR_OPTIONS = -6;
    static final int ERR_GAVE_UP = -7;
    static final int ERR_NOT_UNIQUE = -8;
    static final int ERR_SPACE = -9;
    static final int CELLS = 81;
    static final int NO_CELL = 255;

    // Struct sizes and offsets (sudoku.h).
    static final long CONFLICT_SIZE = 6;
    static final long OPTIONS_SIZE = 44;
    static final long RATING_SIZE = 24;
    static final long STEP_SIZE = 436;
    static final long STEP_ELIMINATE = 28;
    static final long STEP_PATTERN = 190;
    static final long STEP_PLACE = 352;

    /** The resource inside the jar that holds the bundled library, for this platform. */
    static final String RESOURCE = "/native/" + platform() + "/" + System.mapLibraryName("sudoku");

    /** Where the library was loaded from (a path, or the system's name for it). */
    static final String LOADED_FROM;

    private static final SymbolLookup LOOKUP;

    static {
        String[] from = new String[1];
        LOOKUP = load(from);
        LOADED_FROM = from[0];
    }

    private static final Linker LINKER = Linker.nativeLinker();
    private static final ValueLayout.OfInt I32 = ValueLayout.JAVA_INT;
    private static final ValueLayout.OfLong I64 = ValueLayout.JAVA_LONG;
    private static final ValueLayout PTR = ValueLayout.ADDRESS;
    // Short calls that may read and write Java arrays in place (no copy, no thread transition).
    private static final Linker.Option CRITICAL = Linker.Option.critical(true);

    static final MethodHandle STRERROR = handle("sudoku_strerror", FunctionDescriptor.of(PTR, I32));
    static final MethodHandle VERSION = handle("sudoku_version", FunctionDescriptor.of(PTR));
    static final MethodHandle IS_VALID =
            handle("sudoku_is_valid", FunctionDescriptor.of(ValueLayout.JAVA_BOOLEAN, PTR), CRITICAL);
    static final MethodHandle CHECK = handle("sudoku_check", FunctionDescriptor.of(I32, PTR, PTR), CRITICAL);
    static final MethodHandle SOLVE = handle("sudoku_solve", FunctionDescriptor.of(I32, PTR), CRITICAL);
    static final MethodHandle SOLVE_ANY = handle("sudoku_solve_any", FunctionDescriptor.of(I32, PTR), CRITICAL);
    static final MethodHandle COUNT =
            handle("sudoku_count_solutions", FunctionDescriptor.of(I32, PTR, I32, PTR));
    static final MethodHandle OPTIONS_INIT_SIZED =
            handle("sudoku_generate_options_init_sized", FunctionDescriptor.ofVoid(PTR, I64));
    static final MethodHandle GENERATE =
            handle("sudoku_generate", FunctionDescriptor.of(I32, I64, PTR, PTR, PTR));
    static final MethodHandle CANDIDATES =
            handle("sudoku_candidates", FunctionDescriptor.of(I32, PTR, I32, PTR));
    static final MethodHandle SOLUTIONS =
            handle("sudoku_solutions", FunctionDescriptor.of(I32, PTR, I32, PTR, PTR));
    static final MethodHandle TECHNIQUE_NAME =
            handle("sudoku_technique_name", FunctionDescriptor.of(PTR, I32));
    static final MethodHandle RATE = handle("sudoku_rate", FunctionDescriptor.of(I32, PTR, PTR));
    static final MethodHandle HINT = handle("sudoku_hint", FunctionDescriptor.of(I32, PTR, PTR, PTR));
    static final MethodHandle EXPLAIN =
            handle("sudoku_explain", FunctionDescriptor.of(I32, PTR, PTR, I64, PTR));
    static final MethodHandle DESCRIBE =
            handle("sudoku_describe", FunctionDescriptor.of(I32, PTR, PTR, I64));
    static final MethodHandle SOLVE_BATCH =
            handle("sudoku_solve_batch", FunctionDescriptor.of(I32, PTR, I64, I64, PTR, I32));
    static final MethodHandle SOLVE_ANY_BATCH =
            handle("sudoku_solve_any_batch", FunctionDescriptor.of(I32, PTR, I64, I64, PTR, I32));
    static final MethodHandle COUNT_BATCH =
            handle("sudoku_count_batch", FunctionDescriptor.of(I32, PTR, I64, I64, I32, PTR, PTR, I32));
    static final MethodHandle CHECK_BATCH =
            handle("sudoku_check_batch", FunctionDescriptor.of(I32, PTR, I64, I64, PTR, PTR, I32));
    static final MethodHandle GENERATE_BATCH = handle("sudoku_generate_batch",
            FunctionDescriptor.of(I32, I64, I64, PTR, PTR, PTR, I64, PTR, I32));
    static final MethodHandle RATE_BATCH =
            handle("sudoku_rate_batch", FunctionDescriptor.of(I32, PTR, I64, I64, PTR, PTR, I32));

    private static MethodHandle handle(String name, FunctionDescriptor descriptor, Linker.Option... options) {
        MemorySegment symbol = LOOKUP.find(name).orElseThrow(() -> new UnsatisfiedLinkError(
                "libsudoku: the library loaded from " + LOADED_FROM + " has no function " + name
                        + ": it is older than this binding; rebuild it (cargo build --release) or point "
                        + "LIBSUDOKU_PATH at a current libsudoku.so"));
        return LINKER.downcallHandle(symbol, descriptor, options);
    }

    /** A static NUL-terminated string the library returned (never freed), or null. */
    static String string(MemorySegment pointer) {
        if (pointer.equals(MemorySegment.NULL)) {
            return null;
        }
        return pointer.reinterpret(Long.MAX_VALUE).getString(0);
    }

    static String strerror(int status) {
        try {
            String message = string((MemorySegment) STRERROR.invokeExact(status));
            return message == null ? "libsudoku status " + status : message;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (t instanceof Error error) {
            throw error;
        }
        throw new IllegalStateException(t);
    }

    // ---- loading ---------------------------------------------------------------------------

    static String platform() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String osName = os.startsWith("linux") ? "linux" : os.startsWith("mac") ? "macos"
                : os.startsWith("windows") ? "windows" : os.replace(' ', '-');
        String archName = switch (arch) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "aarch64";
            default -> arch;
        };
        return osName + "-" + archName;
    }

    /**
     * Loads the library, in this order: the system property {@code libsudoku.path}, then the
     * environment variable {@code LIBSUDOKU_PATH} (either must name an existing file); the
     * library bundled in the jar; the checkout's {@code target/release} when this class runs from
     * the repository; the system's library path (as after {@code make install}).
     */
    private static SymbolLookup load(String[] from) {
        Arena arena = Arena.global();
        String explicit = System.getProperty("libsudoku.path");
        String source = "the system property libsudoku.path";
        if (explicit == null || explicit.isEmpty()) {
            explicit = System.getenv("LIBSUDOKU_PATH");
            source = "LIBSUDOKU_PATH";
        }
        if (explicit != null && !explicit.isEmpty()) {
            Path path = Paths.get(explicit).toAbsolutePath();
            if (!Files.isRegularFile(path)) {
                throw new UnsatisfiedLinkError("libsudoku: " + source + " is " + explicit
                        + ", which is not a file; point it at a built libsudoku.so, or unset it");
            }
            from[0] = path.toString();
            return SymbolLookup.libraryLookup(path, arena);
        }
        List<String> tried = new ArrayList<>();
        Path bundled = bundled(tried);
        if (bundled != null) {
            from[0] = bundled.toString();
            return SymbolLookup.libraryLookup(bundled, arena);
        }
        Path checkout = checkoutLibrary();
        if (checkout != null) {
            if (Files.isRegularFile(checkout)) {
                from[0] = checkout.toString();
                return SymbolLookup.libraryLookup(checkout, arena);
            }
            tried.add(checkout.toString());
        }
        String system = System.mapLibraryName("sudoku");
        try {
            SymbolLookup lookup = SymbolLookup.libraryLookup(system, arena);
            from[0] = system;
            return lookup;
        } catch (IllegalArgumentException notFound) {
            tried.add(system + " on the system library path");
        }
        throw new UnsatisfiedLinkError("libsudoku: cannot find the libsudoku shared library (looked for "
                + String.join(", ", tried) + "). Build it with `cargo build --release` (or `make lib`) in "
                + "the libsudoku checkout and set LIBSUDOKU_PATH (or -Dlibsudoku.path) to "
                + "target/release/libsudoku.so, install it with `make install` (then run ldconfig), or use "
                + "a libsudoku jar built with the library bundled (mvn package in bindings/java after "
                + "the release build).");
    }

    /** The bundled library as a file: the resource itself when it is one, else a temporary copy. */
    private static Path bundled(List<String> tried) {
        URL url = Native.class.getResource(RESOURCE);
        if (url == null) {
            tried.add("the jar resource " + RESOURCE);
            return null;
        }
        try {
            if ("file".equals(url.getProtocol())) {
                return Paths.get(url.toURI());
            }
            Path dir = Files.createTempDirectory("libsudoku");
            Path file = dir.resolve(System.mapLibraryName("sudoku"));
            try (InputStream in = url.openStream()) {
                Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            }
            file.toFile().deleteOnExit();
            dir.toFile().deleteOnExit();
            return file;
        } catch (IOException | URISyntaxException | RuntimeException e) {
            tried.add("the jar resource " + RESOURCE + " (could not extract it: " + e + ")");
            return null;
        }
    }

    /** target/release/libsudoku.so of the libsudoku checkout this class was loaded from, if any. */
    private static Path checkoutLibrary() {
        try {
            CodeSource code = Native.class.getProtectionDomain().getCodeSource();
            if (code == null || code.getLocation() == null) {
                return null;
            }
            Path here = Paths.get(code.getLocation().toURI()).toAbsolutePath();
            for (Path dir = here; dir != null; dir = dir.getParent()) {
                if (Files.isRegularFile(dir.resolve("Cargo.toml"))
                        && Files.isRegularFile(dir.resolve("include").resolve("sudoku.h"))) {
                    return dir.resolve("target").resolve("release").resolve(System.mapLibraryName("sudoku"));
                }
            }
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
        return null;
    }
}
