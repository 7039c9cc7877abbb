package chess.cli;

import chess.core.Square;
import chess.image.BoardColours;
import chess.image.BoardPicture;
import chess.image.GifEncoder;
import chess.image.LinePictures;
import chess.image.Palette;
import chess.image.ShapeColours;
import chess.image.SvgWriter;
import chess.pgn.GameTree;
import chess.pgn.PgnGame;
import chess.pgn.PgnGameEntry;
import chess.pgn.PgnReader;
import chess.pgn.PgnScanner;
import chess.pgn.Shape;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;

/**
 * {@code image [options] <fen> OUT} and {@code image [options] GAME.pgn OUT}: the position (of a FEN, or at the end
 * of a game's main line with its last move highlighted) as {@code .svg} or {@code .png}, or the game's main line as
 * an animated {@code .gif}, one frame per move, the last one held. The pictures are the page's: the same
 * description ({@link BoardPicture}), the same pieces, SVG from {@link SvgWriter}, PNG and GIF frames painted with
 * Java2D by {@link PicturePainter}. Bad arguments print the usage and exit 2; a game that does not read, or a file
 * that cannot be written, exits 1 with the reason.
 */
final class ImageCommand {
    static final String USAGE = String.join("\n",
            "usage: image [--flip] [--colours NAME] [--size N] [--no-coordinates] [--shapes LIST]",
            "             <fen> OUT.svg|OUT.png|OUT.gif",
            "       image [options] [--game N] [--delay MS] GAME.pgn OUT.svg|OUT.png|OUT.gif",
            "  a FEN's position, or a PGN game: its last position (svg, png) or its main line move by move (gif,",
            "  the last frame held); --colours green, wood, blue or grey; --size 64-2048 pixels (default 360);",
            "  --game picks a game of the file (default 1); --delay 20-10000 ms per move (default 800);",
            "  --shapes draws arrows and circles on the (last) position: 'Ge2e4,Rd4' (colour G, R, B or Y, then",
            "  one square for a circle or two for an arrow), as PGN's [%cal]/[%csl] write them");
    static final int DEFAULT_SIZE = 360;
    static final int DEFAULT_DELAY_MS = 800;

    private ImageCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = Options.parse(args);
        } catch (UsageException e) {
            return Commands.usageError(err, "image", e, USAGE);
        }
        List<BoardPicture> pictures;
        try {
            pictures = new ArrayList<>(o.pgnFile != null ? gamePictures(o) : List.of(
                    BoardPicture.of(PositionArgument.parse(String.join(" ", o.fenWords))).flipped(o.flip)
                            .colours(o.colours).coordinates(o.coordinates)));
            int last = pictures.size() - 1;
            pictures.set(last, pictures.get(last).shapes(o.shapes));
        } catch (UsageException e) {
            return Commands.usageError(err, "image", e, USAGE);
        } catch (GameFailed e) {
            err.println("image: " + e.getMessage());
            return Commands.FAILURE;
        }
        byte[] bytes = encode(pictures, o);
        try {
            Files.write(Path.of(o.output), bytes);
        } catch (IOException | InvalidPathException e) {
            err.println("image: cannot write '" + o.output + "': " + e.getMessage());
            return Commands.FAILURE;
        }
        out.println("wrote " + o.output + " (" + bytes.length + " bytes" + (o.format.equals("gif")
                ? ", " + pictures.size() + (pictures.size() == 1 ? " frame" : " frames") : "") + ")");
        return Commands.OK;
    }

    private static byte[] encode(List<BoardPicture> pictures, Options o) {
        BoardPicture last = pictures.get(pictures.size() - 1);
        switch (o.format) {
            case "svg":
                return SvgWriter.write(last, PieceFiles.art(), o.size, "Chess position").getBytes(
                        StandardCharsets.UTF_8);
            case "png":
                return png(PicturePainter.paint(last, PieceFiles.art(), o.size));
            default:
                return gif(pictures, o);
        }
    }

    /** The line as a GIF: a palette of the first and last frames' colours, then every frame in order. */
    static byte[] gif(List<BoardPicture> pictures, Options o) {
        int[] first = pixels(pictures.get(0), o.size);
        int[] last = pixels(pictures.get(pictures.size() - 1), o.size);
        Palette palette = Palette.withColours(ShapeColours.overBoard(o.colours), first, last);
        GifEncoder gif = new GifEncoder(o.size, o.size, palette);
        for (int i = 0; i < pictures.size(); i++) {
            int[] frame = i == 0 ? first : i == pictures.size() - 1 ? last : pixels(pictures.get(i), o.size);
            gif.addFrame(palette.indices(frame), i == pictures.size() - 1 ? GifEncoder.holdMs(o.delayMs)
                    : o.delayMs);
        }
        return gif.finish();
    }

    private static int[] pixels(BoardPicture p, int size) {
        BufferedImage image = PicturePainter.paint(p, PieceFiles.art(), size);
        return image.getRGB(0, 0, size, size, null, 0, size);
    }

    private static byte[] png(BufferedImage image) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            ImageIO.write(image, "png", bytes);
        } catch (IOException e) {
            throw new IllegalStateException("PNG encoding failed", e); // into memory: not expected
        }
        return bytes.toByteArray();
    }

    private static List<BoardPicture> gamePictures(Options o) {
        String text = PgnCommand.read(o.pgnFile);
        List<PgnGameEntry> entries = new PgnScanner(text).scanAll();
        if (entries.isEmpty()) {
            throw new GameFailed("no games found in '" + o.pgnFile + "'");
        }
        if (o.game > entries.size()) {
            throw new UsageException("--game " + o.game + ": the file has " + entries.size()
                    + (entries.size() == 1 ? " game" : " games"));
        }
        PgnGame game = PgnReader.read(text, entries.get(o.game - 1));
        if (game.failed()) {
            throw new GameFailed("game " + PgnCommand.failure(game));
        }
        GameTree tree = game.tree();
        List<BoardPicture> pictures = new ArrayList<>();
        for (BoardPicture p : LinePictures.of(tree, tree.mainLineEnd(), o.flip, o.colours)) {
            pictures.add(p.coordinates(o.coordinates));
        }
        return pictures;
    }

    /** A game that does not read: exit 1 with its place, as the pgn command says it. */
    private static final class GameFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        GameFailed(String message) {
            super(message);
        }
    }

    /** The command's arguments, checked. */
    static final class Options {
        boolean flip;
        boolean coordinates = true;
        BoardColours colours = BoardColours.GREEN;
        int size = DEFAULT_SIZE;
        int delayMs = DEFAULT_DELAY_MS;
        int game = 1;
        String pgnFile;
        List<String> fenWords = new ArrayList<>();
        String output;
        String format;
        List<Shape> shapes = List.of();

        /** Shapes as PGN's comment commands write them, comma-separated: "Ge2e4" an arrow, "Rd4" a circle. */
        static List<Shape> shapes(String text) {
            List<Shape> shapes = new ArrayList<>();
            for (String token : text.split(",", -1)) {
                String t = token.trim();
                Shape shape = null;
                if (t.length() == 3 || t.length() == 5) {
                    int from = Square.parse(t.substring(1, 3));
                    int to = t.length() == 5 ? Square.parse(t.substring(3, 5)) : from;
                    try {
                        shape = new Shape(from, to, t.charAt(0));
                    } catch (IllegalArgumentException e) {
                        shape = null; // said below, with the token
                    }
                }
                if (shape == null) {
                    throw new UsageException("--shapes: '" + t + "' is not a shape (colour G, R, B or Y, then one"
                            + " square for a circle or two for an arrow, as in Ge2e4 or Rd4)");
                }
                shapes.add(shape);
                if (shapes.size() > 64) {
                    throw new UsageException("--shapes: at most 64 shapes");
                }
            }
            return shapes;
        }

        static Options parse(String[] args) {
            Options o = new Options();
            List<String> words = new ArrayList<>();
            boolean gameGiven = false;
            boolean delayGiven = false;
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--flip":
                        o.flip = true;
                        break;
                    case "--shapes":
                        o.shapes = shapes(Commands.optionValue(args, i++));
                        break;
                    case "--no-coordinates":
                        o.coordinates = false;
                        break;
                    case "--colours":
                    case "--colors":
                        String name = Commands.optionValue(args, i++);
                        o.colours = BoardColours.named(name);
                        if (o.colours == null) {
                            throw new UsageException("unknown board colours '" + name + "': use "
                                    + BoardColours.names());
                        }
                        break;
                    case "--size":
                        o.size = Commands.parseInt(Commands.optionValue(args, i++), "--size", 64, 2048);
                        break;
                    case "--delay":
                        o.delayMs = Commands.parseInt(Commands.optionValue(args, i++), "--delay", 20, 10000);
                        delayGiven = true;
                        break;
                    case "--game":
                        o.game = Commands.parseInt(Commands.optionValue(args, i++), "--game", 1, Integer.MAX_VALUE);
                        gameGiven = true;
                        break;
                    default:
                        if (arg.startsWith("--")) {
                            throw new UsageException("unknown option '" + arg + "'");
                        }
                        words.add(arg);
                }
            }
            if (words.size() < 2) {
                throw new UsageException(words.isEmpty()
                        ? "missing the position (a FEN or a PGN file) and the output file"
                        : "missing the output file (.svg, .png or .gif)");
            }
            o.output = words.remove(words.size() - 1);
            o.format = extension(o.output);
            if (!o.format.equals("svg") && !o.format.equals("png") && !o.format.equals("gif")) {
                throw new UsageException("the output file must end in .svg, .png or .gif, got '" + o.output + "'");
            }
            if (words.size() == 1 && extension(words.get(0)).equals("pgn")) {
                o.pgnFile = words.get(0);
            } else {
                if (gameGiven || delayGiven) {
                    throw new UsageException((gameGiven ? "--game" : "--delay") + " needs a PGN file, not a FEN");
                }
                o.fenWords = words;
            }
            return o;
        }

        private static String extension(String file) {
            int dot = file.lastIndexOf('.');
            return dot < 0 ? "" : file.substring(dot + 1).toLowerCase(Locale.ROOT);
        }
    }
}
