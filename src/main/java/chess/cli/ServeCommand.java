package chess.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/** {@code serve [port] [--dir DIR]}: serves the built web app (default target/site) until the process is stopped. */
final class ServeCommand {
    static final int DEFAULT_PORT = 8080;

    private ServeCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        int port = DEFAULT_PORT;
        Path dir = Paths.get("target", "site");
        boolean portSeen = false;
        boolean dirGiven = false;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--dir")) {
                if (i + 1 >= args.length) {
                    throw new UsageException("serve: --dir needs a folder");
                }
                dir = Paths.get(args[++i]);
                dirGiven = true;
            } else if (!portSeen && !arg.startsWith("-")) {
                port = parsePort(arg);
                portSeen = true;
            } else {
                throw new UsageException("serve: unexpected argument '" + arg + "'");
            }
        }
        if (dirGiven && !Files.isDirectory(dir)) {
            throw new UsageException("serve: --dir: no such folder '" + dir + "'");
        }
        if (!Files.isRegularFile(dir.resolve("index.html"))) {
            err.println("serve: no index.html in " + dir.toAbsolutePath().normalize()
                    + " (build the site with 'mvn package', or pass --dir)");
            return 1;
        }
        SiteServer server;
        try {
            server = SiteServer.start(dir, port);
        } catch (IOException e) {
            err.println("serve: cannot listen on port " + port + ": " + e.getMessage());
            return 1;
        }
        out.println("Serving " + dir.toAbsolutePath().normalize() + " at " + server.url());
        out.println("Press Ctrl+C to stop.");
        out.flush();
        try {
            Thread.currentThread().join(); // serve until the process is stopped
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            server.close();
        }
        return 0;
    }

    static int parsePort(String text) {
        int port = 0;
        if (text.isEmpty() || text.length() > 5) {
            throw new UsageException("serve: port must be a number from 0 to 65535, got '" + text + "'");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new UsageException("serve: port must be a number from 0 to 65535, got '" + text + "'");
            }
            port = port * 10 + (c - '0');
        }
        if (port > 65535) {
            throw new UsageException("serve: port must be a number from 0 to 65535, got '" + text + "'");
        }
        return port;
    }
}
