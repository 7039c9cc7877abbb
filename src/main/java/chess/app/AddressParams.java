package chess.app;

/**
 * The parameters of an address as the app and the viewer read them: {@code name=value} pairs of the fragment
 * ({@code #...}) and of the query ({@code ?...}), percent-decoded, the fragment's winning over the query's (links
 * are written with fragments; a query is what some hosts and chat apps leave). Values are cut at a length that no
 * real one reaches.
 */
final class AddressParams {
    private final String fragment;
    private final String query;
    private final String base;

    /** The parameters of an absolute or relative address; null reads as an empty one. */
    AddressParams(String href) {
        String text = href == null ? "" : href;
        int hash = text.indexOf('#');
        fragment = hash < 0 ? "" : text.substring(hash + 1);
        String beforeHash = hash < 0 ? text : text.substring(0, hash);
        int question = beforeHash.indexOf('?');
        base = question < 0 ? beforeHash : beforeHash.substring(0, question);
        query = question < 0 ? "" : beforeHash.substring(question + 1);
    }

    /** The address before its query and fragment. */
    String base() {
        return base;
    }

    /** The query without its {@code ?}. */
    String query() {
        return query;
    }

    /** The value of {@code name} (at most {@link UrlState#MAX_VALUE} characters), or null when absent. */
    String value(String name) {
        return value(name, UrlState.MAX_VALUE);
    }

    /** The value of {@code name}, cut at {@code max} characters, or null when absent. */
    String value(String name, int max) {
        String value = UrlState.param(fragment, name, max);
        return value != null ? value : UrlState.param(query, name, max);
    }

    /** The value of {@code name} when it is one digit from 1 to {@code most} (at most 9), else 0. */
    int digit(String name, int most) {
        String value = value(name, 2);
        boolean digit = value != null && value.length() == 1 && value.charAt(0) >= '1' && value.charAt(0) <= '0' + most;
        return digit ? value.charAt(0) - '0' : 0;
    }

    /** The game code ({@code g}), or null. */
    String game() {
        return value("g", UrlState.MAX_GAME_VALUE);
    }

    /** The PGN text ({@code pgn}), or null. */
    String pgn() {
        return value("pgn", UrlState.MAX_GAME_VALUE);
    }

    /** True when {@code flip} says 1, true or yes (the fragment's, else the query's). */
    boolean flipped() {
        String flip = value("flip");
        return flip != null && (flip.equals("1") || flip.equals("true") || flip.equals("yes"));
    }
}
