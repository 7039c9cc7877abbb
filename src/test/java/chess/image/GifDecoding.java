package chess.image;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.stream.ImageInputStream;
import org.w3c.dom.Node;

/**
 * Reads a GIF back with the JDK's own decoder (javax.imageio), for the tests: each frame laid over the one before,
 * its transparent pixels leaving that one on show, as a viewer shows it, with its delay, and whether the file loops.
 */
final class GifDecoding {
    final List<int[]> frames = new ArrayList<>();
    final List<Integer> delaysCs = new ArrayList<>();
    int width;
    int height;
    boolean loops;

    static GifDecoding read(byte[] gif) throws IOException {
        GifDecoding d = new GifDecoding();
        ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif))) {
            reader.setInput(in, false);
            int count = reader.getNumImages(true);
            Node stream = reader.getStreamMetadata().getAsTree("javax_imageio_gif_stream_1.0");
            Node screen = child(stream, "LogicalScreenDescriptor");
            d.width = Integer.parseInt(attr(screen, "logicalScreenWidth"));
            d.height = Integer.parseInt(attr(screen, "logicalScreenHeight"));
            int[] canvas = new int[d.width * d.height];
            for (int i = 0; i < count; i++) {
                BufferedImage frame = reader.read(i);
                IIOMetadata meta = reader.getImageMetadata(i);
                Node root = meta.getAsTree("javax_imageio_gif_image_1.0");
                Node descriptor = child(root, "ImageDescriptor");
                int left = Integer.parseInt(attr(descriptor, "imageLeftPosition"));
                int top = Integer.parseInt(attr(descriptor, "imageTopPosition"));
                d.delaysCs.add(Integer.parseInt(attr(child(root, "GraphicControlExtension"), "delayTime")));
                Node apps = child(root, "ApplicationExtensions");
                if (apps != null && "NETSCAPE".equals(attr(apps.getFirstChild(), "applicationID"))) {
                    d.loops = true;
                }
                for (int y = 0; y < frame.getHeight(); y++) {
                    for (int x = 0; x < frame.getWidth(); x++) {
                        int argb = frame.getRGB(x, y);
                        if (argb >>> 24 != 0) { // a transparent pixel leaves the one below on show
                            canvas[(top + y) * d.width + left + x] = argb & 0xffffff;
                        }
                    }
                }
                d.frames.add(canvas.clone());
            }
        } finally {
            reader.dispose();
        }
        return d;
    }

    private static Node child(Node node, String name) {
        for (Node c = node.getFirstChild(); c != null; c = c.getNextSibling()) {
            if (c.getNodeName().equals(name)) {
                return c;
            }
        }
        return null;
    }

    private static String attr(Node node, String name) {
        return node.getAttributes().getNamedItem(name).getNodeValue();
    }
}
