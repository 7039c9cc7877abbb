package chess.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

/**
 * Build step (run by Maven in {@code package}, after TeaVM): writes the service worker's precache list and build
 * version into the built site's {@code sw.js}. The list is every file of the site except {@code sw.js} itself; the
 * version is a SHA-256 over their names and contents, so any change to any file gives a new cache name, and the
 * browser installs the changed {@code sw.js} as a new service worker.
 */
public final class SiteManifest {
    /** The file whose {@code const BUILD = ...;} line is rewritten; the browser fetches it itself, never cached. */
    public static final String SERVICE_WORKER = "sw.js";
    static final String BUILD_LINE_START = "const BUILD = ";

    private SiteManifest() {
    }

    /** {@code SiteManifest <site folder>}: rewrites the folder's sw.js. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: SiteManifest <site folder>");
        }
        Path site = Paths.get(args[0]);
        String version = write(site);
        System.out.println("[site-manifest] " + files(site).size() + " files, version " + version);
    }

    /** Rewrites {@code site/sw.js} with the current list and version; returns the version. */
    public static String write(Path site) throws IOException {
        Path worker = site.resolve(SERVICE_WORKER);
        if (!Files.isRegularFile(worker)) {
            throw new IOException("no " + SERVICE_WORKER + " in " + site);
        }
        List<String> files = files(site);
        String version = version(site, files);
        String line = BUILD_LINE_START + "{\"version\": \"" + version + "\", \"files\": " + jsonArray(files) + "};";
        List<String> lines = new ArrayList<>(Files.readAllLines(worker, StandardCharsets.UTF_8));
        int found = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(BUILD_LINE_START)) {
                if (found >= 0) {
                    throw new IOException(worker + ": more than one line starts with '" + BUILD_LINE_START + "'");
                }
                found = i;
            }
        }
        if (found < 0) {
            throw new IOException(worker + ": no line starts with '" + BUILD_LINE_START + "'");
        }
        lines.set(found, line);
        Files.write(worker, lines, StandardCharsets.UTF_8);
        return version;
    }

    /**
     * The files to precache: every regular file under {@code site} except sw.js, as sorted relative URLs with '/'.
     * Names are limited to characters that need no percent-encoding, so the service worker can compare them with
     * URL paths as they are.
     */
    public static List<String> files(Path site) throws IOException {
        Path root = site.toAbsolutePath().normalize();
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile).forEach(file -> {
                String name = root.relativize(file).toString().replace('\\', '/');
                if (!name.equals(SERVICE_WORKER)) {
                    files.add(checkedName(name));
                }
            });
        }
        Collections.sort(files);
        return files;
    }

    private static String checkedName(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean plain = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
                    || c == '.' || c == '-' || c == '_' || c == '/';
            if (!plain) {
                throw new IllegalArgumentException("site file '" + name + "': character '" + c + "' at column "
                        + (i + 1) + " would need URL encoding; use letters, digits, '.', '-', '_' only");
            }
        }
        return name;
    }

    /** The first 16 hex digits of SHA-256 over each file's name, a zero byte, its length and its content. */
    static String version(Path site, List<String> files) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
        for (String file : files) {
            byte[] content = Files.readAllBytes(site.resolve(file));
            sha.update(file.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(Integer.toString(content.length).getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(content);
        }
        StringBuilder hex = new StringBuilder();
        byte[] digest = sha.digest();
        for (int i = 0; i < 8; i++) {
            hex.append(Character.forDigit((digest[i] >> 4) & 15, 16)).append(Character.forDigit(digest[i] & 15, 16));
        }
        return hex.toString();
    }

    private static String jsonArray(List<String> names) {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < names.size(); i++) {
            json.append(i == 0 ? "" : ", ").append('"').append(names.get(i)).append('"');
        }
        return json.append(']').toString();
    }
}
