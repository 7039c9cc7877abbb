package chess.nnue;

/**
 * Parses one data line, {@code <FEN>;<result>;<score>} (both from White's side), into White's feature list, the
 * side to move, whether castling rights remain, and the result and score from the side to move's view. Only the
 * FEN's placement, side and castling fields are read, by hand: it is the loader's hot loop.
 */
final class DataLine {
    /** Why a line was or was not used. */
    enum Verdict { OK, NO_SCORE, BIG_SCORE, MALFORMED }

    /** Scores at least this large (mates, or nearly decided games) teach the evaluation nothing useful. */
    static final int MAX_SCORE = 3000;
    private static final String PIECE_LETTERS = "PNBRQK";

    final int[] whiteFeatures = new int[32];
    int count;
    int sideToMove;
    boolean castlingRights;
    int scoreStm;
    int resultHalvesStm;

    /** Parses {@code line}; the fields are valid when the answer is {@link Verdict#OK}. */
    Verdict parse(String line) {
        int semi1 = line.indexOf(';');
        int semi2 = semi1 < 0 ? -1 : line.indexOf(';', semi1 + 1);
        if (semi1 < 0) {
            return Verdict.MALFORMED;
        }
        if (semi2 < 0) {
            return Verdict.NO_SCORE;
        }
        int score;
        int resultHalves;
        try {
            score = Integer.parseInt(line.substring(semi2 + 1).trim());
            resultHalves = resultHalves(line.substring(semi1 + 1, semi2).trim());
        } catch (NumberFormatException e) {
            return Verdict.MALFORMED;
        }
        if (resultHalves < 0 || !parseFen(line, semi1)) {
            return Verdict.MALFORMED;
        }
        if (Math.abs(score) >= MAX_SCORE) {
            return Verdict.BIG_SCORE;
        }
        scoreStm = sideToMove == 0 ? score : -score;
        resultHalvesStm = sideToMove == 0 ? resultHalves : 2 - resultHalves;
        return Verdict.OK;
    }

    private static int resultHalves(String result) {
        switch (result) {
            case "1": case "1.0": return 2;
            case "0.5": case "1/2": return 1;
            case "0": case "0.0": return 0;
            default: return -1;
        }
    }

    /** Reads placement, side and castling of the FEN in {@code line[0 .. end)}; false if they are malformed. */
    private boolean parseFen(String line, int end) {
        count = 0;
        int rank = 7;
        int file = 0;
        int[] kings = new int[2];
        int i = 0;
        for (; i < end && line.charAt(i) != ' '; i++) {
            char ch = line.charAt(i);
            if (ch == '/') {
                if (file != 8 || rank == 0) {
                    return false;
                }
                rank--;
                file = 0;
            } else if (ch >= '1' && ch <= '8') {
                file += ch - '0';
                if (file > 8) {
                    return false;
                }
            } else {
                int type = PIECE_LETTERS.indexOf(Character.toUpperCase(ch)) + 1;
                if (type == 0 || file > 7 || count == whiteFeatures.length) {
                    return false;
                }
                int colour = Character.isUpperCase(ch) ? 0 : 1;
                if (type == 6) {
                    kings[colour]++;
                }
                whiteFeatures[count++] = Features.index(0, colour, type, rank * 8 + file);
                file++;
            }
        }
        if (rank != 0 || file != 8 || kings[0] != 1 || kings[1] != 1 || i + 2 >= end || line.charAt(i + 2) != ' ') {
            return false;
        }
        char side = line.charAt(i + 1);
        if (side != 'w' && side != 'b') {
            return false;
        }
        sideToMove = side == 'w' ? 0 : 1;
        int castling = i + 3;
        if (castling >= end || line.charAt(castling) == ' ') {
            return false;
        }
        castlingRights = line.charAt(castling) != '-';
        return true;
    }
}
