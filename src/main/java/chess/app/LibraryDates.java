package chess.app;

/** A library date as the list shows it: "2026-11-29 14:05", local time. */
final class LibraryDates {
    private LibraryDates() {
    }

    /** {@code ms} since 1970 (UTC) shown {@code offsetMinutes} east of UTC. */
    static String text(double ms, int offsetMinutes) {
        int minutes = (int) Math.floor(ms / 60_000.0) + offsetMinutes;
        int days = Math.floorDiv(minutes, 1440);
        int minuteOfDay = minutes - days * 1440;
        // Civil date from days since 1970-01-01, counted in 400-year eras of 146,097 days starting on 1 March.
        int z = days + 719_468;
        int era = Math.floorDiv(z, 146_097);
        int dayOfEra = z - era * 146_097;
        int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        int monthIndex = (5 * dayOfYear + 2) / 153; // 0 = March
        int day = (int) (dayOfYear - (153 * monthIndex + 2) / 5 + 1);
        int month = (int) (monthIndex < 10 ? monthIndex + 3 : monthIndex - 9);
        int year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        return year + "-" + two(month) + "-" + two(day) + " " + two(minuteOfDay / 60) + ":" + two(minuteOfDay % 60);
    }

    private static String two(int n) {
        return n < 10 ? "0" + n : Integer.toString(n);
    }
}
