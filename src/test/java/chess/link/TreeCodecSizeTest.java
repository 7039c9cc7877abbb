package chess.link;

import static org.junit.jupiter.api.Assertions.assertTrue;

import chess.pgn.GameTree;
import org.junit.jupiter.api.Test;

/** How long game codes are: the figure docs/links.md quotes (LinkLengths prints more). */
class TreeCodecSizeTest {
    @Test
    void lengthsFigure() {
        GameTree forty = SampleGames.fortyMovesThreeVariationsNoTags();
        GameTree fortyTagged = SampleGames.fortyMovesThreeVariations();
        GameTree annotated = SampleGames.fortyMovesAnnotated();
        GameTree hundred = SampleGames.randomGame(200, 7);
        int fortyLength = TreeCodec.encode(forty, forty.root()).length();
        int taggedLength = TreeCodec.encode(fortyTagged, fortyTagged.root()).length();
        int annotatedLength = TreeCodec.encode(annotated, annotated.root()).length();
        int hundredLength = TreeCodec.encode(hundred, hundred.root()).length();
        System.out.println("Game code lengths (characters):");
        System.out.println("  40 moves (80 plies) + 3 variations (" + forty.moveCount() + " moves), no tags: "
                + fortyLength);
        System.out.println("  the same with 6 tags and the result:                 " + taggedLength);
        System.out.println("  the same annotated (clock and eval every move, comments, NAGs): " + annotatedLength);
        System.out.println("  100 moves (" + hundred.moveCount() + " plies) of random play, no tags: "
                + hundredLength);
        assertTrue(fortyLength <= 200, "about 200 at most: " + fortyLength);
        assertTrue(hundredLength < 500, "well under 2,000: " + hundredLength);
    }
}
