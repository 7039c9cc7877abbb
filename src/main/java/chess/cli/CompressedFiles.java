package chess.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.GZIPOutputStream;

/**
 * The gzip form of the site's text and WebAssembly files, as a static host sends them to a browser that accepts it
 * (GitHub Pages and CDNs compress such files on the way out). Each file is compressed once per version (its entity
 * tag) and kept, so a page's many loads in the browser tests cost one compression each.
 */
final class CompressedFiles {
    /** A file's gzip bytes and the version they were made from. */
    private record Entry(String tag, byte[] gzip) {
    }

    private final Map<Path, Entry> cache = new ConcurrentHashMap<>();

    /** Whether a file of this media type is worth compressing: text, SVG, JSON and WebAssembly, not audio or images. */
    static boolean worthCompressing(String contentType) {
        return contentType.startsWith("text/") || contentType.startsWith("image/svg")
                || contentType.startsWith("application/json") || contentType.startsWith("application/manifest+json")
                || contentType.equals("application/wasm");
    }

    /**
     * Whether an Accept-Encoding header (null when absent) accepts gzip: a "gzip" coding (or "*") not given
     * {@code q=0}.
     */
    static boolean acceptsGzip(String acceptEncoding) {
        if (acceptEncoding == null) {
            return false;
        }
        for (String coding : acceptEncoding.split(",")) {
            String[] parts = coding.split(";");
            String name = parts[0].trim();
            if (!name.equalsIgnoreCase("gzip") && !name.equals("*")) {
                continue;
            }
            boolean refused = false;
            for (int i = 1; i < parts.length; i++) {
                String parameter = parts[i].trim().replace(" ", "");
                refused |= parameter.matches("[qQ]=0(\\.0{0,3})?");
            }
            if (!refused) {
                return true;
            }
        }
        return false;
    }

    /** The gzip form of {@code file} at version {@code tag}: read and compressed only when not kept already. */
    byte[] gzip(Path file, String tag) throws IOException {
        Entry kept = cache.get(file);
        if (kept != null && kept.tag().equals(tag)) {
            return kept.gzip();
        }
        byte[] body = Files.readAllBytes(file);
        ByteArrayOutputStream out = new ByteArrayOutputStream(body.length / 3 + 64);
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(body);
        }
        byte[] compressed = out.toByteArray();
        cache.put(file, new Entry(tag, compressed));
        return compressed;
    }

    /** The entity tag of the gzip form: another representation of the same version needs a tag of its own. */
    static String gzipTag(String tag) {
        return tag.substring(0, tag.length() - 1) + "-gzip\"";
    }
}
