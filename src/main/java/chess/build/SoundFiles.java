package chess.build;

import chess.app.MoveSound;
import chess.app.MoveSoundWaves;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Build step (run by Maven in {@code package}, before the precache list): the board's sounds as WAV files in the
 * site ({@link MoveSound#file()}), synthesised here by {@link MoveSoundWaves}. The page made them itself until
 * 2026-12-01, 35-110 ms of script a task with the CPU slowed 4x after the first press; a file costs the page only the
 * element that plays it (docs/main-thread.md, tenth round).
 */
public final class SoundFiles {
    private SoundFiles() {
    }

    /** {@code SoundFiles <site folder>}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: SoundFiles <site folder>");
        }
        long bytes = write(Paths.get(args[0]));
        System.out.println("[sounds] " + MoveSound.values().length + " files, " + bytes + " bytes");
    }

    /** Writes every sound's file under {@code site}; returns their bytes in all. */
    static long write(Path site) throws IOException {
        long bytes = 0;
        for (MoveSound sound : MoveSound.values()) {
            Path file = site.resolve(sound.file());
            Files.createDirectories(file.getParent());
            byte[] wav = MoveSoundWaves.wav(sound);
            Files.write(file, wav);
            bytes += wav.length;
        }
        return bytes;
    }
}
