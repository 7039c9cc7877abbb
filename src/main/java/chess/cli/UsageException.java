package chess.cli;

/** Bad command-line arguments: reported with the usage text and exit status 2, never as a stack trace. */
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
