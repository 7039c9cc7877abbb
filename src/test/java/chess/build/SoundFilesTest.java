package chess.build;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import chess.app.MoveSound;
import chess.app.MoveSoundWaves;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SoundFilesTest {
    @TempDir
    Path site;

    @Test
    void writesEverySoundWhereThePageLooksForIt() throws IOException {
        long bytes = SoundFiles.write(site);
        long sum = 0;
        for (MoveSound sound : MoveSound.values()) {
            byte[] file = Files.readAllBytes(site.resolve("sounds").resolve(sound.id() + ".wav"));
            assertArrayEquals(MoveSoundWaves.wav(sound), file, sound.file());
            sum += file.length;
        }
        assertEquals(sum, bytes);
        assertEquals(List.of("sounds/capture.wav", "sounds/castle.wav", "sounds/check.wav", "sounds/game_end.wav",
                "sounds/move.wav"), SiteManifest.files(site), "every file precached, nothing else written");
    }
}
