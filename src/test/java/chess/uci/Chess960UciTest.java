package chess.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.core.Board;
import chess.core.Chess960;
import chess.core.Game;
import chess.core.Move;
import chess.core.MoveParseException;
import chess.core.UciMove;
import chess.core.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The {@code UCI_Chess960} option: Chess960 positions in, castling as king takes own rook out, and self-play from
 * random Chess960 starts in which every move the engine sends is legal. More games:
 * {@code mvn -o -q test -Dtest=Chess960UciTest -DargLine=-Dchess960.games=1000}.
 */
@org.junit.jupiter.api.Timeout(300)
class Chess960UciTest {
    private final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final UciProcessor uci = new UciProcessor(lines::add, SearchRunner.SYNCHRONOUS);

    private List<String> send(String... commands) {
        lines.clear();
        for (String c : commands) {
            uci.handle(c);
        }
        return new ArrayList<>(lines);
    }

    @Test
    void optionIsDeclaredAndOffByDefault() {
        assertTrue(send("uci").contains("option name UCI_Chess960 type check default false"));
        List<String> out = send("position fen " + Chess960.startFen(0));
        assertEquals(1, out.size(), out::toString);
        assertTrue(out.get(0).startsWith("info string invalid FEN") && out.get(0).contains("Chess960"), out.get(0));
    }

    @Test
    void positionsAndMovesInChess960() {
        send("setoption name UCI_Chess960 value true");
        // King f1 and rook g1 trade places: the GUI sends king takes rook.
        assertEquals(List.of(), send("position fen 4k3/8/8/8/8/8/8/5KR1 w K - 0 1 moves f1g1"));
        assertEquals("4k3/8/8/8/8/8/8/5RK1 b - - 1 1", uci.currentFen());
        // Shredder-FEN and X-FEN both load.
        assertEquals(List.of(), send("position fen bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"));
        assertEquals(Chess960.startFen(0), uci.currentFen());
        // startpos is the standard arrangement played as Chess960: castling is e1h1.
        send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6");
        List<String> perft = send("go perft 1");
        assertTrue(perft.contains("e1h1: 1"), perft::toString);
        assertEquals(List.of(), send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1"));
        assertTrue(uci.currentFen().startsWith("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq"),
                uci.currentFen());
        // Off again: standard chess, castling e1g1.
        send("setoption name UCI_Chess960 value false", "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6");
        assertTrue(send("go perft 1").contains("e1g1: 1"));
    }

    @Test
    void selfPlayFromRandomStartsPlaysOnlyLegalMovesAndCastles() {
        int games = Integer.getInteger("chess960.games", 80);
        Random random = new Random(960);
        send("setoption name UCI_Chess960 value true");
        int castlingGames = 0;
        int plies = 0;
        for (int g = 0; g < games; g++) {
            int number = random.nextInt(Chess960.COUNT);
            Game game = new Game(Chess960.startFen(number), Variant.CHESS960);
            StringBuilder position = new StringBuilder("position fen " + Chess960.startFen(number) + " moves");
            boolean castled = false;
            send("ucinewgame");
            for (int ply = 0; ply < 100 && !game.outcome().isOver(); ply++) {
                List<String> out = send(position.toString(), "go nodes " + (200 + random.nextInt(300)));
                String last = out.get(out.size() - 1);
                assertTrue(last.startsWith("bestmove "), "game " + g + " ply " + ply + ": " + out);
                String text = last.split(" ")[1];
                Board before = game.board();
                int move;
                try {
                    move = UciMove.parse(before, text);
                } catch (MoveParseException e) {
                    throw new AssertionError("start " + number + ", after" + position.substring(position.indexOf(
                            " moves") + 6) + ": illegal bestmove " + text + ": " + e.getMessage(), e);
                }
                assertEquals(UciMove.format(before, move), text, "castling is sent as king takes own rook");
                castled |= Move.isCastling(move);
                game.play(move);
                position.append(' ').append(text);
                plies++;
            }
            castlingGames += castled ? 1 : 0;
        }
        assertTrue(plies > games * 20, "games of some length: " + plies + " plies");
        assertTrue(castlingGames > games / 10, castlingGames + " of " + games + " games had castling");
    }
}
