package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Lenient input: {@link Fen#normalize} turns pasted forms into canonical FEN; {@link Fen#parseLenient} loads it. */
class FenLenientTest {
    private static final String E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    private static final String E4_UNDERSCORES = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR_b_KQkq_e3_0_1";

    private static void assertNormalizes(String expected, String input) {
        assertEquals(expected, Fen.normalize(input));
        assertEquals(expected, Fen.write(Fen.parseLenient(input)));
    }

    @Test
    void canonicalFenIsUnchanged() {
        assertNormalizes(Fen.START, Fen.START);
        assertNormalizes(E4, E4);
    }

    @Test
    void surroundingAndRepeatedWhitespace() {
        assertNormalizes(E4, "  \t" + E4 + " \r\n");
        assertNormalizes(E4, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR   b\tKQkq  e3 \n 0   1");
        assertNormalizes(E4, "\u00a0" + E4 + "\u00a0");
    }

    @Test
    void underscorePlusAndEncodedSpacesBetweenFields() {
        assertNormalizes(E4, E4_UNDERSCORES);
        assertNormalizes(E4, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR+b+KQkq+e3+0+1");
        assertNormalizes(E4, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR%20b%20KQkq%20e3%200%201");
    }

    @Test
    void percentEncodedSlashes() {
        assertNormalizes(E4, "rnbqkbnr%2Fpppppppp%2F8%2F8%2F4P3%2F8%2FPPPP1PPP%2FRNBQKBNR%20b%20KQkq%20e3%200%201");
        assertNormalizes(E4, "rnbqkbnr%2fpppppppp%2f8%2f8%2f4P3%2f8%2fPPPP1PPP%2fRNBQKBNR_b_KQkq_e3_0_1");
    }

    @Test
    void missingTrailingFieldsGetDefaults() {
        String placement = "4k3/8/8/8/8/8/8/4K3";
        assertNormalizes(placement + " w - - 0 1", placement);
        assertNormalizes(placement + " b - - 0 1", placement + " b");
        assertNormalizes("r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1", "r3k3/8/8/8/8/8/8/4K2R b Kq");
        assertNormalizes(E4, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3");
        assertNormalizes(placement + " w - - 7 1", placement + " w - - 7");
    }

    @Test
    void lichessAnalysisUrls() {
        assertNormalizes(E4, "https://lichess.org/analysis/" + E4_UNDERSCORES);
        assertNormalizes(E4, "https://lichess.org/analysis/standard/" + E4_UNDERSCORES);
        assertNormalizes(E4, "http://www.lichess.org/analysis/fromPosition/" + E4_UNDERSCORES);
        assertNormalizes(E4, "  https://lichess.org/analysis/" + E4_UNDERSCORES + "#12  ");
        assertNormalizes("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "https://lichess.org/analysis/4k3/8/8/8/8/8/8/4K3");
        assertNormalizes(E4, "HTTPS://Lichess.org/Analysis/Standard/" + E4_UNDERSCORES);
    }

    @Test
    void lichessEditorUrls() {
        assertNormalizes(E4, "lichess.org/editor/" + E4_UNDERSCORES);
        assertNormalizes(E4, "https://lichess.org/editor/" + E4_UNDERSCORES + "?color=white");
        assertNormalizes(E4, "https://lichess.org/editor/standard/" + E4_UNDERSCORES + "?color=black#x");
        assertNormalizes(E4, "www.lichess.org/editor/rnbqkbnr%2Fpppppppp%2F8%2F8%2F4P3%2F8%2FPPPP1PPP%2FRNBQKBNR%20b%20KQkq%20e3%200%201");
    }

    @Test
    void otherSitesLoseOnlySchemeAndHost() {
        assertNormalizes(E4, "https://example.com/" + E4_UNDERSCORES);
    }

    @Test
    void urlWithoutFen() {
        FenException e = assertThrows(FenException.class, () -> Fen.normalize("https://lichess.org/analysis"));
        assertEquals(FenField.TEXT, e.field());
        assertEquals("there is no FEN in the text", e.reason());
        assertThrows(FenException.class, () -> Fen.parseLenient("https://lichess.org/editor/?color=white"));
    }

    @Test
    void nullBlankAndOverlongInput() {
        FenException nothing = assertThrows(FenException.class, () -> Fen.parseLenient(null));
        assertEquals(FenField.TEXT, nothing.field());
        assertEquals("no FEN text was given (null)", nothing.reason());
        FenException blank = assertThrows(FenException.class, () -> Fen.parseLenient(" _ + \t "));
        assertEquals("there is no FEN in the text", blank.reason());
        FenException empty = assertThrows(FenException.class, () -> Fen.normalize(""));
        assertEquals("there is no FEN in the text", empty.reason());
        FenException huge = assertThrows(FenException.class, () -> Fen.normalize(" ".repeat(5000)));
        assertEquals(FenField.TEXT, huge.field());
        assertEquals("the text is 5000 characters long; at most 4000 are accepted", huge.reason());
    }

    @Test
    void strictErrorsAfterNormalisingNameTheNormalisedText() {
        FenException e = assertThrows(FenException.class, () -> Fen.parseLenient("  4k3/8/8/8/8/8/8/4K3_x"));
        assertEquals(FenField.ACTIVE_COLOR, e.field());
        assertEquals(21, e.column());
        assertEquals("active colour must be 'w' or 'b', not 'x' (column 21 of the normalised FEN "
                + "'4k3/8/8/8/8/8/8/4K3 x - - 0 1')", e.reason());

        FenException legality = assertThrows(FenException.class, () -> Fen.parseLenient("8/8/8/8/8/8/8/8"));
        assertEquals(FenField.POSITION, legality.field());
        assertEquals("white has no king (normalised FEN '8/8/8/8/8/8/8/8 w - - 0 1')", legality.reason());
    }

    @Test
    void strictErrorsOfCanonicalInputAreUnchanged() {
        String fen = "4k3/8/8/8/8/8/8/4K3 w KK - 0 1";
        FenException strict = assertThrows(FenException.class, () -> Fen.parse(fen));
        FenException lenient = assertThrows(FenException.class, () -> Fen.parseLenient(fen));
        assertEquals(strict.getMessage(), lenient.getMessage());
    }

    @Test
    void percentEscapesOutsidePrintableAsciiAreLeftForTheParser() {
        assertEquals("4k3/8/8/8/8/8/8/4K3%0A w - - 0 1", Fen.normalize("4k3/8/8/8/8/8/8/4K3%0A"));
        assertEquals("4k3/8/8/8/8/8/8/4K3% w - - 0 1", Fen.normalize("4k3/8/8/8/8/8/8/4K3%"));
        assertEquals("4k3/8/8/8/8/8/8/4K3%2 w - - 0 1", Fen.normalize("4k3/8/8/8/8/8/8/4K3%2"));
        FenException e = assertThrows(FenException.class, () -> Fen.parseLenient("4k3/8/8/8/8/8/8/4K3%zz"));
        assertEquals(FenField.PLACEMENT, e.field());
        assertEquals(20, e.column());
    }

    @Test
    void moreThanSixFieldsAreLeftForTheStrictCheck() {
        FenException e = assertThrows(FenException.class, () -> Fen.parseLenient(Fen.START + "  extra"));
        assertEquals(FenField.TEXT, e.field());
        assertEquals(58, e.column());
    }
}
