package chess.app;

/** A clock's time as people read it: on the page ("4:57", "0:09.4", "1:30:00") and in PGN's {@code [%clk 0:04:57]}. */
final class ClockText {
    /** Under this, the page shows tenths of a second. */
    static final int TENTHS_BELOW_MS = 10_000;

    private ClockText() {
    }

    /** The page's reading: minutes and seconds, tenths under 10 s, hours when there are any; never below zero. */
    static String shown(double ms) {
        if (ms < TENTHS_BELOW_MS) {
            int tenths = Math.max(0, (int) Math.floor(ms / 100));
            return "0:0" + tenths / 10 + "." + tenths % 10;
        }
        int seconds = (int) Math.floor(ms / 1000);
        int hours = seconds / 3600;
        String minutesAndSeconds = (seconds / 60) % 60 + ":" + twoDigits(seconds % 60);
        return hours > 0 ? hours + ":" + (seconds / 60 % 60 < 10 ? "0" : "") + minutesAndSeconds
                : minutesAndSeconds;
    }

    /** PGN's clock comment value: hours, minutes and seconds ("0:04:57"). */
    static String pgn(double ms) {
        int seconds = Math.max(0, (int) Math.floor(ms / 1000));
        return seconds / 3600 + ":" + twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60);
    }

    /** For screen readers: "4 minutes 57 seconds", "9.4 seconds". */
    static String spoken(double ms) {
        if (ms < TENTHS_BELOW_MS) {
            String tenths = shown(ms).substring(3);
            return (tenths.startsWith("0") ? tenths.substring(1) : tenths) + " seconds";
        }
        int seconds = (int) Math.floor(ms / 1000);
        int minutes = seconds / 60;
        return (minutes > 0 ? minutes + (minutes == 1 ? " minute " : " minutes ") : "") + seconds % 60
                + (seconds % 60 == 1 ? " second" : " seconds");
    }

    private static String twoDigits(int n) {
        return (n < 10 ? "0" : "") + n;
    }
}
