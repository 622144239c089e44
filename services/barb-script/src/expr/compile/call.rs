//! Lowering a function call: the function looked up in the registry (with a
//! "did you mean" for unknown names), each argument checked against its
//! parameter (series, number, constant, choice) and warm-up recorded.

use super::*;

pub(super) fn call(name: &str, args: &[Expr], scope: &ColumnScope) -> Result<Typed> {
    let def = REGISTRY.get(name).ok_or_else(|| {
        let mut e = REGISTRY.unknown(name);
        if scope.get(name).is_some() {
            e = e.hint(format!("'{name}' is a column: use it without parentheses"));
        }
        e
    })?;
    if args.len() < def.required() || args.len() > def.params.len() {
        let expected = if def.required() == def.params.len() {
            format!("{}", def.params.len())
        } else {
            format!("{} to {}", def.required(), def.params.len())
        };
        return Err(BarbError::new(
            ErrorCode::Arity,
            format!("{name}() takes {expected} argument(s), got {}", args.len()),
        )
        .hint(format!("signature: {}", def.signature())));
    }
    let mut compiled = Vec::with_capacity(def.params.len());
    let mut tys = Vec::with_capacity(def.params.len());
    for (i, param) in def.params.iter().enumerate() {
        let (arg, ty) = argument(def, param, args.get(i), scope)?;
        compiled.push(arg);
        tys.push(ty);
    }
    let any_series = tys.iter().flatten().any(|t| !t.scalar);
    let has_values = tys.iter().any(Option::is_some);
    // Element-wise helpers of constants are constants; a series function
    // (windows, lags, crossovers…) needs at least one series to run over.
    let constant = has_values && !any_series && def.category == "core";
    if has_values && !any_series && !matches!(def.category, "core" | "aggregate") {
        let param = def.params.iter().zip(&tys).find(|(_, t)| t.is_some()).map_or("x", |(p, _)| p.name());
        return Err(BarbError::new(
            ErrorCode::Type,
            format!("{name}() runs over a series, but '{param}' is a constant here"),
        )
        .hint(format!("pass a column or an expression over columns, e.g. {}", def.example)));
    }
    let expr = if scope.is_masked() && warmup::frame_global(def) {
        crate::functions::build_masked(def, &compiled)?
    } else {
        (def.build)(&compiled)?
    };
    let gaps_in = tys.iter().flatten().any(|t| t.gappy);
    let own = if gaps_in && warmup::carries_over_gaps(def) {
        Warmup::all()
    } else {
        warmup::own(def, &compiled)
            .ok_or_else(|| BarbError::internal("warm-up", format!("{name}() declares no warm-up")))?
    };
    let inner = tys.iter().flatten().fold(Warmup::NONE, |w, t| w.max(t.warmup));
    let null_branch = def.name == "if" && tys.iter().flatten().any(|t| t.kind == Kind::Null);
    let needs = |ty: Ty| Ty {
        warmup: own.then(inner),
        global: warmup::frame_global(def) || tys.iter().flatten().any(|t| t.global),
        gappy: warmup::gappy(def) || null_branch || (gaps_in && !warmup::fills_gaps(def)),
        ..ty
    };
    let ty = match def.returns {
        Returns::Num => Ty::series(Kind::Float),
        Returns::Int => Ty::series(Kind::Int),
        Returns::Bool => Ty::series(Kind::Bool),
        Returns::Date => {
            if compiled.first().is_some_and(|a| matches!(a, Arg::Str(_))) {
                Ty::lit(Kind::Date)
            } else {
                Ty::series(Kind::Date)
            }
        }
        Returns::Agg => Ty { kind: Kind::Float, scalar: true, aggregate: true, ..Ty::lit(Kind::Float) },
        Returns::AggInt => Ty { kind: Kind::Int, scalar: true, aggregate: true, ..Ty::lit(Kind::Int) },
        Returns::SameAs(i) => {
            let t = tys[i].unwrap_or(Ty::series(Kind::Float));
            Ty { scalar: false, ..t }
        }
        Returns::Branches => {
            let (a, b) = (tys[1].expect("then"), tys[2].expect("else"));
            let kind = branch_kind(a.kind, b.kind)?;
            Ty { kind, scalar: !any_series, aggregate: false, ..Ty::series(kind) }
        }
    };
    let ty = needs(ty);
    let expr = match (def.returns, ty.kind) {
        (Returns::Branches, Kind::Float) => float(expr),
        _ => expr,
    };
    if constant {
        // One value, broadcast like a literal (a kernel over a literal returns one row).
        let aggregate = tys.iter().flatten().any(|t| t.aggregate);
        return Ok(Typed { expr: expr.first(), ty: Ty { scalar: true, aggregate, ..ty } });
    }
    Ok(Typed { expr, ty })
}

fn branch_kind(a: Kind, b: Kind) -> Result<Kind> {
    use Kind::*;
    Ok(match (a, b) {
        (x, y) if x == y => x,
        (Null, x) | (x, Null) => x,
        (Int, Float) | (Float, Int) | (Bool, Int) | (Int, Bool) | (Bool, Float) | (Float, Bool) => Float,
        (x, y) => {
            return Err(BarbError::new(
                ErrorCode::Type,
                format!("if() branches must be of one kind, got {} and {}", x.name(), y.name()),
            ));
        }
    })
}

fn argument(
    def: &FunctionDef,
    param: &Parameter,
    arg: Option<&Expr>,
    scope: &ColumnScope,
) -> Result<(Arg, Option<Ty>)> {
    let what = || format!("argument '{}' of {}()", param.name(), def.name);
    let Some(arg) = arg else {
        return Ok(match param {
            Parameter::Int(_, Some(v)) => (Arg::Num(*v as f64), None),
            Parameter::Float(_, Some(v)) => (Arg::Num(*v), None),
            _ => (Arg::Missing, None),
        });
    };
    match param {
        Parameter::Int(..) | Parameter::Float(..) => {
            let v = constant(arg).ok_or_else(|| {
                BarbError::new(ErrorCode::Type, format!("{} must be a constant number", what()))
                    .hint(format!("signature: {}", def.signature()))
            })?;
            if !v.is_finite() || v.abs() > 1_000_000.0 {
                return Err(BarbError::new(ErrorCode::InvalidValue, format!("{} is out of range", what())));
            }
            // Window lengths need at least one bar; counts that default to 0
            // (valuewhen's n) and pivot widths (n_left, n_right) may be 0.
            let may_be_zero = matches!(param, Parameter::Int(_, Some(0))) || param.name().starts_with("n_");
            let window = matches!(param, Parameter::Int(..)) && !matches!(def.category, "core" | "lag") && !may_be_zero;
            if matches!(param, Parameter::Int(..)) && may_be_zero && v.trunc() < 0.0 {
                return Err(BarbError::new(
                    ErrorCode::InvalidValue,
                    format!("{} must not be negative, got {v}", what()),
                ));
            }
            if window && v.trunc() < 1.0 {
                return Err(BarbError::new(ErrorCode::InvalidValue, format!("{} must be at least 1, got {v}", what())));
            }
            if def.name == "percentile" && !(0.0..=1.0).contains(&v) {
                return Err(BarbError::new(
                    ErrorCode::InvalidValue,
                    format!("{} must be between 0 and 1, got {v}", what()),
                )
                .hint("a percentile is a fraction, e.g. percentile(x, 0.9) for the 90th"));
            }
            if matches!(param, Parameter::Int(..)) && def.category == "core" && !(0.0..=12.0).contains(&v.trunc()) {
                return Err(BarbError::new(ErrorCode::InvalidValue, format!("{} must be between 0 and 12", what())));
            }
            Ok((Arg::Num(v), None))
        }
        Parameter::DateStr(_) => match arg {
            Expr::Str(s) => Ok((Arg::Str(s.clone()), None)),
            _ => Err(BarbError::new(ErrorCode::Type, format!("{} must be a 'YYYY-MM-DD' string", what()))),
        },
        Parameter::Series(_) | Parameter::Cond(_) | Parameter::Any(_) => {
            let t = lower(arg, scope)?;
            match param {
                Parameter::Series(_) if !t.ty.kind.numeric() => {
                    return Err(BarbError::new(
                        ErrorCode::Type,
                        format!("{} must be numeric, got {}", what(), t.ty.kind.name()),
                    ));
                }
                Parameter::Cond(_) if !matches!(t.ty.kind, Kind::Bool | Kind::Null) => {
                    return Err(BarbError::new(
                        ErrorCode::Type,
                        format!("{} must be a condition, got {}", what(), t.ty.kind.name()),
                    )
                    .hint("compare the value, e.g. 'close > open'"));
                }
                _ => {}
            }
            let e = if matches!(param, Parameter::Series(_)) { numeric(t.expr, t.ty.kind) } else { t.expr };
            Ok((Arg::Expr(e), Some(t.ty)))
        }
    }
}
