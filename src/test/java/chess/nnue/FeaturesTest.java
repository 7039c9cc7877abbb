package chess.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The input encoding: indices from both perspectives, the flip and mirror shortcuts, and the output buckets. */
class FeaturesTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;0.5;20";

    @Test
    void kingsAndPawnsFromBothPerspectives() {
        // White king on e1 (square 4): own king for White; for Black the opponent's king (r = 1) on the flipped
        // square 4 ^ 56 = 60, as the engine's Network.feature has it.
        assertEquals(5 * 64 + 4, Features.index(0, 0, 6, 4));
        assertEquals(384 + 5 * 64 + 60, Features.index(1, 0, 6, 4));
        // Black king on e8 (60): the opponent's king for White, own king on e1's index for Black.
        assertEquals(384 + 320 + 60, Features.index(0, 1, 6, 60));
        assertEquals(320 + 4, Features.index(1, 1, 6, 60));
        // White pawn a2 (8) and black knight g8 (62).
        assertEquals(8, Features.index(0, 0, 1, 8));
        assertEquals(384 + 48, Features.index(1, 0, 1, 8));
        assertEquals(384 + 64 + 62, Features.index(0, 1, 2, 62));
        assertEquals(64 + 6, Features.index(1, 1, 2, 62));
    }

    @Test
    void flipAndMirrorAgreeWithTheDefinition() {
        for (int colour = 0; colour < 2; colour++) {
            for (int type = 1; type <= 6; type++) {
                for (int square = 0; square < 64; square++) {
                    int white = Features.index(0, colour, type, square);
                    assertEquals(Features.index(1, colour, type, square), Features.flip(white));
                    assertEquals(white, Features.flip(Features.flip(white)));
                    int mirroredSquare = square / 8 * 8 + (7 - square % 8);
                    assertEquals(Features.index(0, colour, type, mirroredSquare), Features.mirror(white));
                }
            }
        }
    }

    @Test
    void storedPositionGivesBothPerspectivesAndTheMirror() {
        DataLoader loader = new DataLoader(0);
        assertEquals(DataLine.Verdict.OK, loader.add(START));
        PositionStore store = loader.store();
        int[] features = new int[32];
        assertEquals(32, store.features(0, 0, false, features));
        Set<Integer> white = set(features, 32);
        assertTrue(white.contains(324) && white.contains(764), "kings e1, e8 from White");
        assertEquals(32, store.features(0, 1, false, features));
        Set<Integer> black = set(features, 32);
        assertTrue(black.contains(764) && black.contains(324), "kings e1, e8 from Black");
        // The start position is symmetric: each side sees the same set of features.
        assertEquals(white, black);
        store.features(0, 0, true, features);
        assertTrue(set(features, 32).contains(5 * 64 + 3), "the white king mirrored to d1");
        assertEquals(7, store.bucket(0));
    }

    @Test
    void bucketsByPieceCount() {
        assertEquals(0, Features.bucket(2));
        assertEquals(0, Features.bucket(5));
        assertEquals(1, Features.bucket(6));
        assertEquals(6, Features.bucket(29));
        assertEquals(7, Features.bucket(30));
        assertEquals(7, Features.bucket(32));
    }

    private static Set<Integer> set(int[] features, int count) {
        Set<Integer> set = new HashSet<>();
        Arrays.stream(features, 0, count).forEach(set::add);
        assertEquals(count, set.size(), "no feature twice");
        return set;
    }
}
