package chess.build;

import java.io.ByteArrayOutputStream;
import java.util.zip.Deflater;

/** What a file weighs on the wire: its size compressed at gzip's best level (the site's budgets are in these). */
final class GzipSize {
    private GzipSize() {
    }

    /** The size of {@code bytes} deflated at the best level, plus gzip's 18-byte header and trailer. */
    static int of(byte[] bytes) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(bytes);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.size() + 18;
    }
}
