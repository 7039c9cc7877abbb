package chess.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Every kind of syntax error: the field, the 1-based column and the sentence {@link Fen#parse} reports. */
class FenSyntaxErrorTest {
    /** Two lone kings; its fields start at columns 1, 21, 23, 25, 27 and 29. */
    private static final String KINGS = "4k3/8/8/8/8/8/8/4K3";

    static FenException rejected(String fen) {
        FenException e = assertThrows(FenException.class, () -> Fen.parse(fen));
        // problems() must reject the same syntax error the same way.
        FenException again = assertThrows(FenException.class, () -> Fen.problems(fen));
        assertEquals(e.getMessage(), again.getMessage());
        return e;
    }

    static void assertRejected(String fen, FenField field, int column, String reason) {
        FenException e = rejected(fen);
        assertEquals(reason, e.reason(), "reason");
        assertEquals(field, e.field(), "field");
        assertEquals(column, e.column(), "column");
    }

    // ------------------------------------------------------------------ whole text and field structure

    @Test
    void nullAndEmptyText() {
        assertRejected(null, FenField.TEXT, 0, "no FEN text was given (null)");
        assertRejected("", FenField.TEXT, 0, "the FEN text is empty");
    }

    @Test
    void overlongTextIsRejectedOnLength() {
        String fen = Fen.START + " " + "x".repeat(1000);
        assertRejected(fen, FenField.TEXT, 1001,
                "the FEN text is " + fen.length() + " characters long; at most 1000 are accepted");
    }

    @Test
    void messageNamesFieldAndColumn() {
        FenException e = rejected(KINGS + " w KK - 0 1");
        assertEquals("castling field, column 24: castling field 'KK' repeats K", e.getMessage());
        FenException noColumn = rejected("");
        assertEquals("FEN text: the FEN text is empty", noColumn.getMessage());
    }

    @Test
    void missingFields() {
        assertRejected(KINGS, FenField.ACTIVE_COLOR, 20,
                "the FEN ends before the active colour (a FEN has 6 fields separated by spaces)");
        assertRejected(KINGS + " w", FenField.CASTLING, 22,
                "the FEN ends before the castling field (a FEN has 6 fields separated by spaces)");
        assertRejected(KINGS + " w -", FenField.EN_PASSANT, 24,
                "the FEN ends before the en passant field (a FEN has 6 fields separated by spaces)");
        assertRejected(KINGS + " w - -", FenField.HALFMOVE, 26,
                "the FEN ends before the halfmove clock (a FEN has 6 fields separated by spaces)");
        assertRejected(KINGS + " w - - 0", FenField.FULLMOVE, 28,
                "the FEN ends before the fullmove number (a FEN has 6 fields separated by spaces)");
    }

    @Test
    void tooManyFields() {
        assertRejected(KINGS + " w - - 0 1 extra", FenField.TEXT, 31,
                "unexpected text 'extra' after the fullmove number; a FEN has 6 fields");
        assertRejected(KINGS + " w - - 0 1 0 1", FenField.TEXT, 31,
                "unexpected text '0 1' after the fullmove number; a FEN has 6 fields");
    }

    @Test
    void emptyFieldsAndStraySpaces() {
        assertRejected(" " + Fen.START, FenField.PLACEMENT, 1,
                "the piece placement is empty (the FEN starts with a space)");
        assertRejected(KINGS + "  w - - 0 1", FenField.ACTIVE_COLOR, 21,
                "the active colour is empty (two spaces in a row)");
        assertRejected(KINGS + " w  - - 0 1", FenField.CASTLING, 23, "the castling field is empty (two spaces in a row)");
        assertRejected(KINGS + " w - - 0 ", FenField.FULLMOVE, 29,
                "the fullmove number is missing (the FEN ends with a space)");
        assertRejected(KINGS + " w - - 0 1 ", FenField.TEXT, 30, "the FEN ends with a space after the fullmove number");
    }

    @Test
    void tabIsNotASeparatorInStrictFen() {
        assertRejected(KINGS + "\tw - - 0 1", FenField.PLACEMENT, 20,
                "unknown piece letter U+0009 (a control character) in rank 1; pieces are PNBRQK (white) and pnbrqk (black)");
    }

    // ------------------------------------------------------------------ piece placement

    @Test
    void rankWithTooManySquares() {
        assertRejected("4k3/8/8/8/8/p8/8/4K3 w - - 0 1", FenField.PLACEMENT, 14, "rank 3 describes 9 squares");
        assertRejected("4k3/8/8/8/8/8/8/4K3p w - - 0 1", FenField.PLACEMENT, 20, "rank 1 describes 9 squares");
        assertRejected("4k3/8/8/8/8/8/8/4K4 w - - 0 1", FenField.PLACEMENT, 19, "rank 1 describes 9 squares");
        assertRejected("4k3/8/8/8/8/8/8/7K7 w - - 0 1", FenField.PLACEMENT, 19, "rank 1 describes 15 squares");
    }

    @Test
    void rankWithTooFewSquares() {
        assertRejected("4k3/7/8/8/8/8/8/4K3 w - - 0 1", FenField.PLACEMENT, 6,
                "rank 7 describes 7 squares; a rank has 8");
        assertRejected("4k3/8/8/8/8/8/8/4K2 w - - 0 1", FenField.PLACEMENT, 20,
                "rank 1 describes 7 squares; a rank has 8");
        assertRejected("k/8/8/8/8/8/8/4K3 w - - 0 1", FenField.PLACEMENT, 2, "rank 8 describes 1 square; a rank has 8");
        assertRejected("4k3//8/8/8/8/8/4K3 w - - 0 1", FenField.PLACEMENT, 5,
                "rank 7 is empty (write 8 for a rank without pieces)");
        assertRejected("4k3/8/8/8/8/8/8/ w - - 0 1", FenField.PLACEMENT, 17,
                "rank 1 is empty (write 8 for a rank without pieces)");
    }

    @Test
    void wrongNumberOfRanks() {
        assertRejected("4k3/8/8/8/8/8/4K3 w - - 0 1", FenField.PLACEMENT, 18,
                "too few ranks: the placement describes 7 ranks; it needs 8");
        assertRejected("8 w - - 0 1", FenField.PLACEMENT, 2, "too few ranks: the placement describes 1 rank; it needs 8");
        assertRejected("4k3/8/8/8/8/8/8/4K3/8 w - - 0 1", FenField.PLACEMENT, 20,
                "too many ranks: '/' after rank 1 (a FEN describes 8 ranks)");
        assertRejected("4k3/8/8/8/8/8/8/4K3/ w - - 0 1", FenField.PLACEMENT, 20,
                "too many ranks: '/' after rank 1 (a FEN describes 8 ranks)");
    }

    @Test
    void unknownPieceLetters() {
        assertRejected("4k3/8/8/8/8/8/8/4K2X w - - 0 1", FenField.PLACEMENT, 20,
                "unknown piece letter 'X' in rank 1; pieces are PNBRQK (white) and pnbrqk (black)");
        assertRejected("4k3/8/8/2x5/8/8/8/4K3 w - - 0 1", FenField.PLACEMENT, 10,
                "unknown piece letter 'x' in rank 5; pieces are PNBRQK (white) and pnbrqk (black)");
        assertRejected("4k3/8/8/8/8/8/8/4K3-w - - 0 1", FenField.PLACEMENT, 20,
                "unknown piece letter '-' in rank 1; pieces are PNBRQK (white) and pnbrqk (black)");
    }

    @Test
    void digitRules() {
        assertRejected("4k3/8/8/8/8/8/8/4K12 w - - 0 1", FenField.PLACEMENT, 20,
                "two digits in a row ('12'); a run of empty squares is written as one digit 1 to 8");
        assertRejected("4k3/8/8/8/8/8/8/44K w - - 0 1", FenField.PLACEMENT, 18,
                "two digits in a row ('44'); a run of empty squares is written as one digit 1 to 8");
        assertRejected("4k3/8/8/8/8/8/8/04K3 w - - 0 1", FenField.PLACEMENT, 17,
                "digit 0 is not allowed; runs of empty squares are 1 to 8");
        assertRejected("9/8/8/8/8/8/8/8 w - - 0 1", FenField.PLACEMENT, 1, "digit 9 is too large; a rank has 8 squares");
    }

    // ------------------------------------------------------------------ active colour

    @Test
    void activeColour() {
        assertRejected(KINGS + " W - - 0 1", FenField.ACTIVE_COLOR, 21, "active colour must be 'w' or 'b', not 'W'");
        assertRejected(KINGS + " white - - 0 1", FenField.ACTIVE_COLOR, 21,
                "active colour must be 'w' or 'b', not 'white'");
        assertRejected(KINGS + " x - - 0 1", FenField.ACTIVE_COLOR, 21, "active colour must be 'w' or 'b', not 'x'");
    }

    // ------------------------------------------------------------------ castling

    @Test
    void castlingLetters() {
        String rooks = "r3k2r/8/8/8/8/8/8/R3K2R w "; // castling field starts at column 27
        assertRejected(rooks + "KK - 0 1", FenField.CASTLING, 28, "castling field 'KK' repeats K");
        assertRejected(rooks + "KQkqq - 0 1", FenField.CASTLING, 31, "castling field 'KQkqq' repeats q");
        assertRejected(rooks + "QK - 0 1", FenField.CASTLING, 28, "castling field 'QK' has K after Q; the order is KQkq");
        assertRejected(rooks + "kqKQ - 0 1", FenField.CASTLING, 29, "castling field 'kqKQ' has K after q; the order is KQkq");
        assertRejected(rooks + "K- - 0 1", FenField.CASTLING, 28,
                "'-' in the castling field must stand alone (it means no castling rights)");
        assertRejected(rooks + "-- - 0 1", FenField.CASTLING, 27,
                "'-' in the castling field must stand alone (it means no castling rights)");
        assertRejected(rooks + "KX - 0 1", FenField.CASTLING, 28, "unknown castling letter 'X'; use K, Q, k, q or a lone '-'");
        assertRejected(rooks + "HAha - 0 1", FenField.CASTLING, 27,
                "castling letter 'H' is Chess960 (Shredder-FEN) notation, which standard chess does not use; use K, Q, k, q"
                + " (or load the position as Chess960)");
    }

    // ------------------------------------------------------------------ en passant

    @Test
    void enPassantSquareText() {
        for (String bad : new String[] {"E3", "e33", "i3", "e9", "e0", "3e", "e", "--"}) {
            assertRejected(KINGS + " w - " + bad + " 0 1", FenField.EN_PASSANT, 25,
                    "en passant field '" + bad + "' is not a square like e3 (lower-case file, then rank) or '-'");
        }
    }

    @Test
    void enPassantRankMustFitSideToMove() {
        assertRejected(KINGS + " w - e4 0 1", FenField.EN_PASSANT, 25,
                "en passant square e4 must be on rank 6 when white is to move");
        assertRejected(KINGS + " w - e3 0 1", FenField.EN_PASSANT, 25,
                "en passant square e3 must be on rank 6 when white is to move");
        assertRejected(KINGS + " b - d6 0 1", FenField.EN_PASSANT, 25,
                "en passant square d6 must be on rank 3 when black is to move");
    }

    // ------------------------------------------------------------------ numbers

    @Test
    void halfmoveClock() {
        String head = KINGS + " w - - "; // halfmove clock at column 27
        assertRejected(head + "x 1", FenField.HALFMOVE, 27, "halfmove clock 'x' is not a whole number ('x' is not a digit)");
        assertRejected(head + "1x 1", FenField.HALFMOVE, 28,
                "halfmove clock '1x' is not a whole number ('x' is not a digit)");
        assertRejected(head + "-1 1", FenField.HALFMOVE, 27, "halfmove clock '-1' must be written without a sign");
        assertRejected(head + "+1 1", FenField.HALFMOVE, 27, "halfmove clock '+1' must be written without a sign");
        assertRejected(head + "007 1", FenField.HALFMOVE, 27, "halfmove clock '007' must be written without leading zeros");
        assertRejected(head + "100000 1", FenField.HALFMOVE, 27, "halfmove clock '100000' is too large (at most 99999)");
        assertRejected(head + "99999999999999999999 1", FenField.HALFMOVE, 27,
                "halfmove clock '99999999999999999999' is too large (at most 99999)");
        assertEquals(99999, Fen.parse(head + "99999 1").halfmoveClock());
    }

    @Test
    void fullmoveNumber() {
        String head = KINGS + " w - - 0 "; // fullmove number at column 29
        assertRejected(head + "0", FenField.FULLMOVE, 29, "fullmove number must be at least 1");
        assertRejected(head + "00", FenField.FULLMOVE, 29, "fullmove number '00' must be written without leading zeros");
        assertRejected(head + "1.5", FenField.FULLMOVE, 30,
                "fullmove number '1.5' is not a whole number ('.' is not a digit)");
        assertRejected(head + "-3", FenField.FULLMOVE, 29, "fullmove number '-3' must be written without a sign");
        assertRejected(head + "2147483648", FenField.FULLMOVE, 29,
                "fullmove number '2147483648' is too large (at most 99999)");
        assertEquals(99999, Fen.parse(head + "99999").fullmoveNumber());
    }

    @Test
    void hugeNumberNearTheLengthLimitDoesNotOverflow() {
        String digits = "9".repeat(900);
        FenException e = rejected(KINGS + " w - - " + digits + " 1");
        assertEquals(FenField.HALFMOVE, e.field());
        assertEquals(27, e.column());
        assertEquals("halfmove clock '" + "9".repeat(24) + "...' is too large (at most 99999)", e.reason());
    }

    // ------------------------------------------------------------------ odd characters

    @Test
    void controlCharactersAreNamed() {
        assertRejected("4k3/8/8/8/8/8/8/4K3\u0000w - - 0 1", FenField.PLACEMENT, 20,
                "unknown piece letter U+0000 (a control character) in rank 1; pieces are PNBRQK (white) and pnbrqk (black)");
        assertRejected(KINGS + " w\n - - 0 1", FenField.ACTIVE_COLOR, 21, "active colour must be 'w' or 'b', not 'w\\u000A'");
        assertRejected(KINGS + " w K\u007f - 0 1", FenField.CASTLING, 24,
                "unknown castling letter U+007F (a control character); use K, Q, k, q or a lone '-'");
    }

    @Test
    void unicodeIsNamedByCodePoint() {
        assertRejected("4\u265a3/8/8/8/8/8/8/4K3 w - - 0 1", FenField.PLACEMENT, 2,
                "unknown piece letter U+265A in rank 8; pieces are PNBRQK (white) and pnbrqk (black)");
        // A surrogate pair is one character to the reader: name its code point.
        assertRejected("4k3/8/8/8/8/8/8/4K\ud83d\ude003 w - - 0 1", FenField.PLACEMENT, 19,
                "unknown piece letter U+1F600 in rank 1; pieces are PNBRQK (white) and pnbrqk (black)");
        // An unpaired surrogate at the very end of the text.
        assertRejected(KINGS + " w - - 0 1\ud83d", FenField.FULLMOVE, 30,
                "fullmove number '1\\uD83D' is not a whole number (U+D83D is not a digit)");
        assertRejected(KINGS + " w - - 0 \uff11", FenField.FULLMOVE, 29,
                "fullmove number '\\uFF11' is not a whole number (U+FF11 is not a digit)");
    }
}
