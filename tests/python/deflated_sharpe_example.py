"""Worked examples of the deflated Sharpe ratio, computed independently of
the Rust code with Python's own normal distribution (statistics.NormalDist).

Source: Bailey & López de Prado, "The Deflated Sharpe Ratio: Correcting for
Selection Bias, Backtest Overfitting and Non-Normality" (Journal of Portfolio
Management, 2014). Their numerical example: an annualised Sharpe ratio of 2.5
estimated on T = 1250 daily returns (5 years of 250 days), selected among
N = 100 trials whose annualised Sharpe ratios have variance 0.5, returns with
skewness -3 and kurtosis 10. The paper reports an expected maximum Sharpe
ratio SR0 of about 1.7894 (annualised) and a deflated Sharpe ratio of about
0.9004; both are asserted here before anything is printed.

    SR0 = sqrt(V) * ((1 - g) * Z^-1(1 - 1/N) + g * Z^-1(1 - 1/(N e)))
    DSR = Z((SR - SR0) * sqrt(T - 1) / sqrt(1 - skew*SR + (kurt - 1)/4 * SR^2))

with per-observation (non-annualised) Sharpe ratios and g the Euler-Mascheroni
constant. Prints one JSON object: the cases with their inputs and results.
Run: $BARB_PYTHON tests/python/deflated_sharpe_example.py
"""
import json
import math
from statistics import NormalDist

EULER_GAMMA = 0.5772156649015329
Z = NormalDist()


def expected_max(trials, variance):
    return math.sqrt(variance) * ((1 - EULER_GAMMA) * Z.inv_cdf(1 - 1 / trials)
                                  + EULER_GAMMA * Z.inv_cdf(1 - 1 / (trials * math.e)))


def deflated(sharpe, observations, skew, kurtosis, trials, variance):
    sr0 = expected_max(trials, variance)
    den = math.sqrt(1 - skew * sharpe + (kurtosis - 1) / 4 * sharpe ** 2)
    return Z.cdf((sharpe - sr0) * math.sqrt(observations - 1) / den)


def case(name, sharpe, observations, skew, kurtosis, trials, variance):
    return dict(name=name, sharpe=sharpe, observations=observations, skew=skew, kurtosis=kurtosis,
                trials=trials, variance=variance, expected_max=expected_max(trials, variance),
                deflated=deflated(sharpe, observations, skew, kurtosis, trials, variance))


def main():
    paper = case("Bailey & Lopez de Prado 2014, numerical example", 2.5 / math.sqrt(250), 1250, -3.0, 10.0, 100,
                 0.5 / 250)
    # The paper's published figures.
    assert abs(paper["expected_max"] * math.sqrt(250) - 1.7894) < 1e-4, paper
    assert abs(paper["deflated"] - 0.9004) < 1e-4, paper
    cases = [
        paper,
        case("normal returns, few trials", 0.12, 300, 0.0, 3.0, 5, 0.003),
        case("many trials, weak edge", 0.05, 400, 0.4, 5.0, 10000, 0.0015),
    ]
    print(json.dumps({"cases": cases}))


if __name__ == "__main__":
    main()
