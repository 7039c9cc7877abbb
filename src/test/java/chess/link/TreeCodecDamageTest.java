package chess.link;

import static chess.link.TreeAssert.assertPrefixOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.pgn.GameTree;
import chess.pgn.MoveNode;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;

class TreeCodecDamageTest {
    private static DecodedGame decode(String code) {
        DecodedGame game = TreeCodec.decode(code);
        assertFalse(game.problem().contains("could not be read ("), "the safety net caught: " + game.problem());
        assertTrue(game.current().tree() == game.tree(), "the move shown is in the tree");
        return game;
    }

    /** Every comment, NAG and command that came through is the original's (texts never arrive half). */
    private static void assertAnnotationsFromOriginal(GameTree whole, GameTree part, String where) {
        Deque<MoveNode[]> todo = new ArrayDeque<>();
        todo.push(new MoveNode[] {whole.root(), part.root()});
        while (!todo.isEmpty()) {
            MoveNode[] pair = todo.pop();
            MoveNode w = pair[0];
            MoveNode p = pair[1];
            assertTrue(p.comment().isEmpty() || p.comment().equals(w.comment()), where);
            assertTrue(p.commentBefore().isEmpty() || p.commentBefore().equals(w.commentBefore()), where);
            assertTrue(p.nags().isEmpty() || p.nags().equals(w.nags()), where);
            for (String name : p.commands().keySet()) {
                assertEquals(w.commands().get(name), p.commands().get(name), where);
            }
            for (int i = 0; i < p.children().size(); i++) {
                todo.push(new MoveNode[] {w.children().get(i), p.children().get(i)});
            }
        }
        for (String name : part.tags().keySet()) {
            assertEquals(whole.tag(name), part.tag(name), where);
        }
    }

    @Test
    void everyCutGivesAPrefixAndSaysFromWhichMove() {
        GameTree tree = SampleGames.fortyMovesAnnotated();
        String code = TreeCodec.encode(tree, tree.mainLineEnd());
        int previous = 0;
        boolean sawMovesLost = false;
        boolean sawCommentsLost = false;
        for (int length = 1; length < code.length(); length++) {
            String where = "cut to " + length + " of " + code.length();
            DecodedGame game = decode(code.substring(0, length));
            assertFalse(game.problem().isEmpty(), where);
            assertFalse(game.isWhole(), where);
            int moves = assertPrefixOf(tree, game.tree(), where);
            assertTrue(moves >= previous, where + ": a longer cut keeps at least as much");
            previous = moves;
            assertAnnotationsFromOriginal(tree, game.tree(), where);
            assertTrue(game.problem().startsWith("The link is cut short"), where + ": " + game.problem());
            if (game.problem().contains("the moves after")) {
                sawMovesLost = true;
                MoveNode last = lastInEncodingOrder(game.tree());
                assertTrue(game.problem().contains("the moves after " + LinkProblem.label(last) + " were lost"),
                        where + ": " + game.problem());
                assertEquals(last, game.current(), "a cut in the moves shows the last move loaded");
            }
            sawCommentsLost |= game.problem().contains("the comments from");
        }
        assertEquals(tree.moveCount(), previous, "a cut at the very end keeps every move");
        assertTrue(sawMovesLost && sawCommentsLost);
    }

    private static MoveNode lastInEncodingOrder(GameTree tree) {
        MoveNode last = tree.root();
        Deque<MoveNode> todo = new ArrayDeque<>();
        todo.push(tree.root());
        while (!todo.isEmpty()) {
            last = todo.pop();
            for (int i = last.children().size() - 1; i >= 0; i--) {
                todo.push(last.children().get(i));
            }
        }
        return last;
    }

    @Test
    void theExampleSentences() {
        GameTree tree = SampleGames.fortyMovesThreeVariations();
        String code = TreeCodec.encode(tree, tree.root());
        assertEquals("The link is cut short: the moves after 5... c6 were lost, and the comments and tags with them;"
                + " the rest was loaded.", decode(code.substring(0, 20)).problem());
        assertEquals("The link is cut short: none of its moves could be loaded, only the start position.",
                decode(code.substring(0, 10)).problem());
        assertEquals("The link is cut short: nothing could be loaded.", decode(code.substring(0, 3)).problem());
        assertEquals("The link has 2 characters after the end of its game code; they were ignored.",
                decode(code + "),").problem());
        assertTrue(decode(code + "),").isWhole());
    }

    @Test
    void everyChangedCharacterIsNoticed() {
        GameTree tree = SampleGames.fortyMovesAnnotated();
        String code = TreeCodec.encode(tree, tree.root());
        for (int at = 0; at < code.length(); at++) {
            for (char other : new char[] {'A', 'z', '-', '.'}) {
                if (code.charAt(at) == other) {
                    continue;
                }
                String where = "character " + (at + 1) + " made '" + other + "'";
                DecodedGame game = decode(code.substring(0, at) + other + code.substring(at + 1));
                assertFalse(game.problem().isEmpty(), where);
                assertFalse(game.isWhole(), where);
                assertPrefixOf(tree, game.tree(), where);
                assertAnnotationsFromOriginal(tree, game.tree(), where);
            }
        }
    }

    @Test
    void damageNamesTheCharactersAndTheLastGoodMove() {
        GameTree tree = SampleGames.randomGame(400, 3);
        String code = TreeCodec.encode(tree, tree.root());
        char c = code.charAt(200);
        DecodedGame game = decode(code.substring(0, 200) + (c == 'A' ? 'B' : 'A') + code.substring(201));
        assertTrue(game.problem().startsWith("The link is damaged in characters 193 to 256 of its game code: the"
                + " moves after "), game.problem());
        assertTrue(game.tree().moveCount() > 100 && game.tree().moveCount() < tree.moveCount());
    }

    @Test
    void aCutDeepNestingKeepsItsFirstPart() {
        GameTree tree = TreeCodecTest.nested(10_000);
        String code = TreeCodec.encode(tree, tree.root());
        DecodedGame game = decode(code.substring(0, code.length() / 2));
        int moves = assertPrefixOf(tree, game.tree(), "half");
        assertTrue(moves > 5_000 && moves < 15_000, "about half of the 20,000 moves: " + moves);
    }

    @Test
    void junkOfEveryKindGivesAProblemQuickly() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            int state = 2024;
            String digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
            for (int i = 0; i < 3000; i++) {
                StringBuilder junk = new StringBuilder(i % 7 == 0 ? "B" : "");
                int length = i % 500;
                for (int k = 0; k < length; k++) {
                    state = state * 1103515245 + 12345;
                    junk.append(i % 3 == 0 ? (char) (state >>> 16) : digits.charAt(state >>> 26));
                }
                DecodedGame game = decode(junk.toString());
                assertFalse(game.problem().isEmpty(), junk.toString());
            }
            assertTrue(decode("!".repeat(100_000)).problem().contains("starts with '!'"));
            assertTrue(decode("x".repeat(100_000)).problem().contains("in format 49, which this version"));
            assertTrue(decode("B".repeat(100_001)).problem().contains("at most 100000 are read"));
            assertTrue(decode("B" + "_".repeat(99_999)).problem().contains("damaged at its start"));
            assertEquals("The link has no game in it.", decode(null).problem());
        });
    }

    /** Random payloads in a valid envelope: the checks pass, so the tree decoder itself meets the junk. */
    @Test
    void junkThatPassesTheChecksStillCannotBreakTheDecoder() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            int state = 77;
            for (int i = 0; i < 4000; i++) {
                int length = 1 + i % 400 + (i % 100 == 0 ? 16_000 : 0);
                int[] payload = new int[length];
                for (int k = 0; k < length; k++) {
                    state = state * 1103515245 + 12345;
                    payload[k] = i % 5 == 0 ? (state >>> 26) & 0x21 : state >>> 26;
                }
                DecodedGame game = decode(LinkEnvelope.wrap(payload));
                assertTrue(game.tree().moveCount() >= 0);
            }
            // Claims of huge counts: all ones, all zeros.
            int[] ones = new int[5000];
            java.util.Arrays.fill(ones, 63);
            assertFalse(decode(LinkEnvelope.wrap(ones)).problem().isEmpty());
            assertFalse(decode(LinkEnvelope.wrap(new int[5000])).problem().isEmpty());
        });
    }

    @Test
    void tooMuchTextIsRefusedNotUnpacked() {
        GameTree tree = SampleGames.fortyMovesThreeVariations();
        tree.mainLineEnd().setComment("a".repeat(TreeCodec.MAX_TEXT_CHARS + 1));
        String code = TreeCodec.encode(tree, tree.root());
        DecodedGame game = decode(code);
        assertEquals(tree.moveCount(), game.tree().moveCount());
        assertTrue(game.problem().startsWith("The link is damaged: the comments from 40... c3 on were lost"),
                game.problem());
    }
}
