package chess.cli;

import chess.engine.Network;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Which evaluation network a command uses: the one built into the jar (the default), a net file named by
 * {@code --net FILE}, or none ({@code --no-net}: the hand-written evaluation). Reads the options off the argument
 * list and loads the net.
 */
final class NetworkChoice {
    /** Where the build puts the project's net file inside the jar. */
    static final String BUILT_IN = "/chess/engine/engine.nnue";

    private final String file;
    private final boolean none;
    private final String[] rest;

    private NetworkChoice(String file, boolean none, String[] rest) {
        this.file = file;
        this.none = none;
        this.rest = rest;
    }

    /** Takes {@code --net FILE} and {@code --no-net} out of {@code args}. */
    static NetworkChoice parse(String[] args) {
        String file = null;
        boolean none = false;
        java.util.List<String> rest = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--net")) {
                if (i + 1 == args.length) {
                    throw new UsageException("--net needs a file name");
                }
                file = args[++i];
            } else if (args[i].equals("--no-net")) {
                none = true;
            } else {
                rest.add(args[i]);
            }
        }
        if (none && file != null) {
            throw new UsageException("--net and --no-net exclude each other");
        }
        return new NetworkChoice(file, none, rest.toArray(new String[0]));
    }

    /** The arguments that were not about the network. */
    String[] rest() {
        return rest;
    }

    /**
     * The chosen net, or null for the hand-written evaluation (also when the jar has no net built in).
     *
     * @throws UsageException when a named file cannot be read or is not a valid net file
     */
    Network load() {
        if (none) {
            return null;
        }
        if (file != null) {
            try {
                return Network.read(Files.readAllBytes(Path.of(file)));
            } catch (IOException | IllegalArgumentException e) {
                throw new UsageException("cannot use network file '" + file + "': " + e.getMessage());
            }
        }
        return builtIn();
    }

    /** The net built into the jar, or null when there is none. */
    static Network builtIn() {
        try (InputStream in = NetworkChoice.class.getResourceAsStream(BUILT_IN)) {
            return in == null ? null : Network.read(in.readAllBytes());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the built-in network: " + e.getMessage(), e);
        }
    }
}
