package chess.link;

/**
 * Sample text that the text model learns before coding a game's texts, so that even the first words of a short
 * comment or a player's name are predicted well: typical comments, names, events, dates and comment-command
 * values. Written for this project. It is part of the format: changing a single character needs a new format
 * number, or old links would read differently.
 */
final class TextPrimer {
    private static final String[] COMMENTS = {
        "The main line.", "Better was", "The best move.", "A mistake.", "A blunder.", "Only move.",
        "White has a strong attack on the kingside.", "Black is better.", "White is better.",
        "The position is equal.", "With the idea of", "Threatening mate.", "Black resigned.", "White resigned.",
        "The knight is very strong on this square.", "Now the bishop pair gives White the advantage.",
        "This is the critical position of the game.", "He should have played", "Not the best, but good enough.",
        "Sacrificing the exchange for the initiative.", "The pawn on the seventh rank decides the game.",
        "After this the endgame is lost.", "A typical manoeuvre in this opening.", "Mate in two.",
        "Inaccuracy. Best was", "Mistake. Best was", "Blunder. Best was", "The queen trade helps the defender.",
        "Both kings are safe, and the game is about the weak pawns.", "Time trouble.", "A draw was agreed.",
        "Central control and development first.", "Castling would have been safer.", "The rook lift wins.",
        "Taking the pawn opens the file for the rook.", "The only way to keep the balance.",
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O",
        "1.d4 Nf6 2.c4 e6 3.Nc3 Bb4 4.Qc2 d5 5.cxd5 exd5 6.Bg5 h6 7.Bh4 c5 8.dxc5 g5",
        "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be3 e5 7.Nb3 Be6 8.f3 h5 9.Qd2 Nbd7",
        "After 12...Qxb2 13.Rb1 Qa3 14.Bxf6 gxf6 15.Nd5 White has more than enough for the pawn.",
        "Here Black could have won with 24...Rxe3! 25.fxe3 Qg3+ 26.Kh1 Qxh3+ and mate next move.",
        "The idea is to answer Bd3 with e4, gaining space in the centre.",
        "Interesting is 9.g4!? with a sharp game.", "9.Be2 is the quieter alternative.",
        "White gives up a pawn to open lines against the black king, which is still in the centre.",
        "Black cannot take the knight because of the pin on the d-file.",
        "A good move: the bishop comes to the long diagonal and eyes the queenside.",
        "With this move White wins a tempo and prepares to double rooks on the open file.",
        "The weak squares on c6 and e6 will be a problem for Black for the rest of the game.",
        "The passed pawn is very dangerous, and the rook must stay behind it.",
        "Now it is too late: the king cannot escape from the mating net.",
        "A tricky position; both sides have chances, but the engine prefers White.",
        "In the endgame the knight is no match for the bishop with pawns on both wings.",
        "This loses a piece to a simple fork.", "This loses material after the discovered attack.",
        "Stronger was the quiet move Kg1, keeping everything protected.",
        "Black should not open the position while behind in development.",
        "The point of the combination: the queen is overloaded and cannot defend both squares.",
        "He missed a forced win.", "Probably the losing mistake.", "The decisive mistake.",
        "Excellent defence!", "A brilliant sacrifice!", "Dubious, since it weakens the dark squares.",
        "Threatening to win the queen with a skewer.", "Perpetual check.", "Stalemate!", "Checkmate.",
        "Lost on time.", "Draw by repetition.", "Draw by insufficient material.", "Game drawn by agreement.",
        "White won on time.", "Black won by resignation.", "A good practical choice in time trouble.",
        "Opening preparation ended here.", "Novelty.", "A known position from the theory books.",
        "See the game between these two players last year.", "The engine line is",
        "Mate in 3 starting with the rook sacrifice.", "Was the queen sacrifice sound?",
    };
    private static final String[] NAMES = {
        "Carlsen, Magnus", "Anand, Viswanathan", "Kasparov, Garry", "Karpov, Anatoly", "Fischer, Robert James",
        "Spassky, Boris V.", "Nakamura, Hikaru", "Caruana, Fabiano", "Ding, Liren", "Nepomniachtchi, Ian",
        "Morphy, Paul", "Anderssen, Adolf", "Tal, Mikhail", "Polgar, Judit", "Hou, Yifan", "Player", "Computer",
        "Stockfish", "?",
    };
    private static final String[] EVENTS = {
        "World Championship", "Casual game", "Rated blitz game", "Rated rapid game", "Live Chess", "Club match",
        "Olympiad", "Candidates Tournament", "Tata Steel Masters", "Training", "Analysis", "?",
    };
    private static final String[] SITES = {
        "London ENG", "Moscow URS", "New York, NY USA", "Wijk aan Zee NED", "https://lichess.org/",
        "Chess.com", "Berlin GER", "Paris FRA", "?",
    };
    private static final String[] DATES = {"2024.03.15", "2023.11.02", "1999.01.20", "1858.??.??", "????.??.??"};
    private static final String[] CLOCKS = {"0:05:00", "0:04:58", "0:03:12", "1:30:00", "0:00:41", "0:10:07"};
    private static final String[] EVALS = {"0.35", "-0.12", "1.47", "-2.80", "0.00", "#3", "#-2", "12.05"};

    private TextPrimer() {
    }

    static void teach(TextModel model) {
        teach(model, LinkVocabulary.COMMENT_TEXT, COMMENTS);
        teach(model, tagValue("White"), NAMES);
        teach(model, tagValue("Black"), NAMES);
        teach(model, tagValue("Event"), EVENTS);
        teach(model, tagValue("Site"), SITES);
        teach(model, tagValue("Date"), DATES);
        teach(model, tagValue("Round"), new String[] {"1", "2.1", "12", "?", "-"});
        teach(model, tagValue("WhiteElo"), new String[] {"2850", "1720", "2405"});
        teach(model, tagValue("BlackElo"), new String[] {"2795", "1655", "2512"});
        teach(model, tagValue("ECO"), new String[] {"B90", "C42", "D37", "E97", "A04"});
        teach(model, tagValue("TimeControl"), new String[] {"300+3", "600+5", "40/7200:3600", "-"});
        teach(model, LinkVocabulary.COMMAND_VALUE_TEXT + LinkVocabulary.commandNumber("clk"), CLOCKS);
        teach(model, LinkVocabulary.COMMAND_VALUE_TEXT + LinkVocabulary.commandNumber("emt"), CLOCKS);
        teach(model, LinkVocabulary.COMMAND_VALUE_TEXT + LinkVocabulary.commandNumber("eval"), EVALS);
    }

    private static int tagValue(String tag) {
        return LinkVocabulary.TAG_VALUE_TEXT + LinkVocabulary.tagNumber(tag);
    }

    private static void teach(TextModel model, int kind, String[] texts) {
        for (String text : texts) {
            model.startText(kind);
            for (int i = 0; i < text.length(); i++) {
                model.learn(text.charAt(i));
            }
            model.learn(TextModel.END);
        }
    }
}
