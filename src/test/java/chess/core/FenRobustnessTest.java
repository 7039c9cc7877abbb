package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hostile input: whatever the text, the FEN entry points either succeed or throw {@link FenException}, quickly.
 * Random cases come from a seeded xorshift so a failure repeats exactly.
 */
class FenRobustnessTest {
    /** Characters FEN uses, plus near misses, separators of the lenient form and some hostile ones. */
    private static final String ALPHABET = "PNBRQKpnbrqk0123456789/ wb-KQkqabcdefgh+_%2F?#\t\n\u0000\u007f\u00e9"
            + "\u265a\ud83d\ude00\ud800\udc00";

    private int seed = 0x2545F491;

    private int next(int bound) {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        return (seed >>> 1) % bound;
    }

    /**
     * Runs every entry point on one input. Only FenException may escape, and whatever parses must be canonical:
     * writing the board gives back exactly the text that was read.
     */
    private static void exercise(String input) {
        try {
            Board board = null;
            try {
                board = Fen.parse(input);
                assertEquals(input, Fen.write(board), "round trip");
            } catch (FenException e) {
                checkException(e, input);
            }
            try {
                List<PositionProblem> problems = Fen.problems(input);
                assertEquals(board != null, problems.isEmpty(), () -> "problems() disagrees with parse(): " + input);
            } catch (FenException e) {
                checkException(e, input);
                assertTrue(board == null, "problems() rejected what parse() accepted");
            }
            try {
                String normalized = Fen.normalize(input);
                try {
                    assertEquals(normalized, Fen.write(Fen.parseLenient(input)), "lenient round trip");
                } catch (FenException e) {
                    checkException(e, normalized);
                }
            } catch (FenException e) {
                checkException(e, input);
            }
        } catch (FenException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            fail("unexpected " + e + " for input " + FenText.quote(input, 0, input.length(), 200), e);
        }
    }

    private static void checkException(FenException e, String text) {
        assertTrue(e.reason() != null && !e.reason().isEmpty(), "empty reason");
        assertTrue(e.getMessage().startsWith(e.field().description()), e.getMessage());
        int limit = text == null ? 0 : text.length() + 1;
        assertTrue(e.column() >= 0 && e.column() <= Math.max(limit, FenParser.MAX_LENGTH + 1),
                () -> "column " + e.column() + " outside the text: " + e.getMessage());
    }

    @Test
    void randomStrings() {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            for (int i = 0; i < 3000; i++) {
                int length = next(90);
                StringBuilder sb = new StringBuilder(length);
                for (int j = 0; j < length; j++) {
                    sb.append(ALPHABET.charAt(next(ALPHABET.length())));
                }
                exercise(sb.toString());
            }
        });
    }

    @Test
    void randomMutationsOfValidFens() {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            int accepted = 0;
            for (int i = 0; i < 4000; i++) {
                String fen = FenRoundTripTest.VALID[next(FenRoundTripTest.VALID.length)];
                StringBuilder sb = new StringBuilder(fen);
                int edits = 1 + next(3);
                for (int e = 0; e < edits && sb.length() > 0; e++) {
                    int at = next(sb.length());
                    char c = ALPHABET.charAt(next(ALPHABET.length()));
                    switch (next(5)) {
                        case 0 -> sb.setCharAt(at, c);
                        case 1 -> sb.deleteCharAt(at);
                        case 2 -> sb.insert(at, c);
                        case 3 -> sb.insert(at, sb.substring(at, Math.min(sb.length(), at + 1 + next(8))));
                        default -> sb.setLength(at);
                    }
                }
                String input = sb.toString();
                exercise(input);
                try {
                    Fen.parse(input);
                    accepted++;
                } catch (FenException expected) {
                    // most mutations break the FEN
                }
            }
            // Some mutations (a different digit, a removed castling letter) stay valid: the success path runs too.
            assertTrue(accepted > 50, "only " + accepted + " mutated FENs parsed");
        });
    }

    @Test
    void tenMegabytesOfJunkIsRejectedAtOnce() {
        StringBuilder sb = new StringBuilder(10 << 20);
        for (int i = 0; i < 10 << 20; i++) {
            sb.append(ALPHABET.charAt(next(ALPHABET.length())));
        }
        String junk = sb.toString();
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            FenException strict = assertThrows(FenException.class, () -> Fen.parse(junk));
            assertEquals(FenField.TEXT, strict.field());
            assertEquals("the FEN text is 10485760 characters long; at most 1000 are accepted", strict.reason());
            assertEquals(FenField.TEXT, assertThrows(FenException.class, () -> Fen.problems(junk)).field());
            assertEquals(FenField.TEXT, assertThrows(FenException.class, () -> Fen.normalize(junk)).field());
            assertEquals(FenField.TEXT, assertThrows(FenException.class, () -> Fen.parseLenient(junk)).field());
        });
    }

    @Test
    void longInputsJustUnderTheLimitsStayLinear() {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            exercise("8/".repeat(499));
            exercise("p".repeat(1000));
            exercise("4k3/8/8/8/8/8/8/4K3 w " + "K".repeat(977));
            exercise("%2F".repeat(1333));
            exercise("_".repeat(3999) + "x");
            exercise("https://lichess.org/analysis/" + "standard/".repeat(400));
        });
    }

    @Test
    void nullEverywhere() {
        for (String nothing : new String[] {null}) {
            exercise(nothing);
            assertEquals(FenField.TEXT, assertThrows(FenException.class, () -> Fen.parse(nothing)).field());
            assertEquals(FenField.TEXT, assertThrows(FenException.class, () -> Fen.problems(nothing)).field());
            assertEquals(FenField.TEXT, assertThrows(FenException.class, () -> Fen.normalize(nothing)).field());
        }
    }

    @Test
    void everyCharacterInEveryFieldPosition() {
        // Each of the first 0x3000 chars (all controls, Latin, symbols, lone surrogates) in each field.
        String[] templates = {"%s4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 %s - - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w K%s - 0 1", "4k3/8/8/3pP3/8/8/8/4K3 w - %s6 0 1", "4k3/8/8/8/8/8/8/4K3 w - - %s 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1%s"};
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            for (String template : templates) {
                int hole = template.indexOf("%s");
                for (char c = 0; c < 0x3000; c++) {
                    exercise(template.substring(0, hole) + c + template.substring(hole + 2));
                }
                exercise(template.substring(0, hole) + '\udfff' + template.substring(hole + 2));
            }
        });
    }
}
