package chess.cli;

import chess.engine.HelperThreads;
import chess.engine.Network;
import chess.uci.ThreadRunner;
import chess.uci.UciOutput;
import chess.uci.UciProcessor;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * {@code java -jar chess.jar [uci] [--net FILE|--no-net]}: a UCI engine on standard input/output. The reader stays on the calling thread
 * so {@code stop}, {@code isready} and {@code quit} are answered during a search, which runs on one worker thread
 * (with its helper threads when the {@code Threads} option asks for more than one).
 */
final class UciCommand {
    private UciCommand() {
    }

    /** Runs the session; {@code net} evaluates (null: the hand-written evaluation). */
    static int run(InputStream in, PrintStream out, Network net) {
        UciOutput output = line -> {
            synchronized (out) {
                out.println(line);
                out.flush();
            }
        };
        ThreadRunner runner = new ThreadRunner();
        UciProcessor processor = new UciProcessor(output, runner, Runtime.getRuntime().maxMemory(),
                HelperThreads.INSTANCE, Runtime.getRuntime().availableProcessors());
        processor.useNetwork(net);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!processor.handle(line)) {
                    return 0;
                }
            }
        } catch (IOException e) {
            output.line("info string input failed: " + e.getMessage());
        }
        processor.endOfInput(); // stop any search cleanly (a perft or bench finishes first)
        return 0;
    }
}
