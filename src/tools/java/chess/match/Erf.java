package chess.match;

/** The error function, for the normal distribution's cumulative probability. */
final class Erf {
    private Erf() {
    }

    /**
     * erf(x) by Abramowitz and Stegun's formula 7.1.26 (Handbook of Mathematical Functions, 1964), absolute error
     * below 1.5e-7: ample for a percentage.
     */
    static double erf(double x) {
        double t = 1 / (1 + 0.3275911 * Math.abs(x));
        double poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027
                + t * 1.061405429))));
        double y = 1 - poly * Math.exp(-x * x);
        return x >= 0 ? y : -y;
    }
}
