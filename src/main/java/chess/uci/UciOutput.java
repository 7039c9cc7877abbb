package chess.uci;

/** Where the UCI processor writes its lines (one call per line, without the line break). */
@FunctionalInterface
public interface UciOutput {
    void line(String text);
}
