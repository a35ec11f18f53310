//! Exact probabilities for chance outcomes (seed 000: the distribution `mu(s)` over
//! the random player's actions `A(s, r)`), and the check that a distribution is one.

use rand::{Rng, RngExt};
use std::fmt;
use thiserror::Error;

/// A probability as an exact reduced fraction `num / den`, with `0 < num <= den`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Prob {
    num: u32,
    den: u32,
}

/// Why a list of chance outcomes is not a probability distribution.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum DistributionError {
    #[error("probability {num}/{den} is not in (0, 1]")]
    OutOfRange { num: u32, den: u32 },
    #[error("chance has no outcome")]
    Empty,
    #[error("chance outcome {0} is listed twice")]
    Duplicate(String),
    #[error("the probabilities sum to {num}/{den}, not 1")]
    NotOne { num: u128, den: u128 },
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

impl Prob {
    pub const ONE: Prob = Prob { num: 1, den: 1 };

    /// `num / den`, reduced; an error unless `0 < num <= den`.
    pub fn new(num: u32, den: u32) -> Result<Prob, DistributionError> {
        if num == 0 || num > den {
            return Err(DistributionError::OutOfRange { num, den });
        }
        let g = gcd(num as u128, den as u128) as u32;
        Ok(Prob {
            num: num / g,
            den: den / g,
        })
    }

    /// `1 / n`, for `n >= 1` outcomes of equal chance.
    pub fn uniform(n: usize) -> Prob {
        Prob {
            num: 1,
            den: n.max(1) as u32,
        }
    }

    pub fn numerator(self) -> u32 {
        self.num
    }

    pub fn denominator(self) -> u32 {
        self.den
    }

    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl fmt::Display for Prob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "1")
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// Checks that `outcomes` is a probability distribution: non-empty, no outcome twice,
/// and probabilities that sum to exactly 1.
pub fn check_distribution<A: PartialEq + fmt::Debug>(
    outcomes: &[(A, Prob)],
) -> Result<(), DistributionError> {
    if outcomes.is_empty() {
        return Err(DistributionError::Empty);
    }
    for (i, (a, _)) in outcomes.iter().enumerate() {
        if outcomes[..i].iter().any(|(b, _)| b == a) {
            return Err(DistributionError::Duplicate(format!("{a:?}")));
        }
    }
    let (mut num, mut den) = (0u128, 1u128);
    for (_, p) in outcomes {
        num = num * p.den as u128 + p.num as u128 * den;
        den *= p.den as u128;
        let g = gcd(num, den);
        num /= g;
        den /= g;
    }
    if num == den {
        Ok(())
    } else {
        Err(DistributionError::NotOne { num, den })
    }
}

/// Draws one chance outcome by its probability.
pub fn sample_chance<A: Copy, R: Rng>(outcomes: &[(A, Prob)], rng: &mut R) -> Option<A> {
    let mut x: f64 = rng.random();
    for &(a, p) in outcomes {
        x -= p.to_f64();
        if x < 0.0 {
            return Some(a);
        }
    }
    outcomes.last().map(|&(a, _)| a)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_and_checks() {
        assert_eq!(Prob::new(2, 6).unwrap(), Prob::new(1, 3).unwrap());
        assert_eq!(Prob::new(2, 6).unwrap().to_string(), "1/3");
        assert!(Prob::new(0, 3).is_err());
        assert!(Prob::new(4, 3).is_err());
        let third = Prob::uniform(3);
        assert!(check_distribution(&[(1, third), (2, third), (3, third)]).is_ok());
        assert_eq!(
            check_distribution(&[(1, third), (2, third)]),
            Err(DistributionError::NotOne { num: 2, den: 3 })
        );
        assert!(matches!(
            check_distribution(&[(1, third), (1, third), (3, third)]),
            Err(DistributionError::Duplicate(_))
        ));
        let sixths: Vec<_> = (0..6).map(|i| (i, Prob::uniform(6))).collect();
        assert!(check_distribution(&sixths).is_ok());
        assert_eq!(check_distribution::<u8>(&[]), Err(DistributionError::Empty));
    }
}
