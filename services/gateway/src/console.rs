//! The web console: a no-build-step single-page app (plain ES modules, CSS
//! and vendored minified libraries in `services/gateway/console/`), embedded
//! in the binary with `rust-embed` (`debug-embed`: debug builds embed too,
//! so a test binary never depends on the source folder) and served at `/`
//! and `/assets/…`.
//!
//! Every response carries a strict Content-Security-Policy (scripts, styles,
//! images and connections from this origin only; no inline script or style,
//! no framing), `nosniff` and `no-referrer`. Caching: vendored files have
//! the version in their name and are `immutable` for a year; everything else
//! is `no-cache` with a strong `ETag` (the content's SHA-256), so a reload
//! costs one 304 per file. Text assets are gzipped once, on first request,
//! when the client accepts it.
//!
//! The vendored libraries (marked, DOMPurify, lightweight-charts) are the
//! npm packages' minified files, with their licences; `console/vendor/VERSIONS`
//! records version and SHA-256 (checked by a test) and `console/vendor/update.sh`
//! re-fetches them with `npm pack`. Data cards are rendered by kind
//! (`console/js/blocks/`): a new kind is one module registering its renderer.

use std::{
    collections::HashMap,
    io::Write,
    sync::{LazyLock, OnceLock},
};

use axum::{
    body::Bytes,
    extract::Path,
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};

use crate::error::ApiError;

#[derive(rust_embed::Embed)]
#[folder = "console/"]
struct Files;

/// The policy: nothing from anywhere but this origin, nothing inline — but
/// for one style element, allowed by its hash: the one lightweight-charts
/// adds for its attribution logo ([`CHART_LOGO_STYLE`]).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self' 'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='; img-src 'self' data:; font-src 'self'; \
     connect-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The `<style>` text lightweight-charts inserts next to each chart for its
/// TradingView attribution logo (which its licence asks us to keep); its
/// SHA-256 is in the policy. A test fails when a new version changes it.
pub const CHART_LOGO_STYLE: &str = "a#tv-attr-logo{--fill:#131722;--stroke:#fff;position:absolute;left:10px;bottom:10px;\
     height:19px;width:35px;margin:0;padding:0;border:0;z-index:3;}a#tv-attr-logo[data-dark]{--fill:#D1D4DC;--stroke:#131722;}";

/// `Cache-Control` of files whose name carries their version.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// `Cache-Control` of everything else: always revalidate (cheap with the ETag).
const REVALIDATE: &str = "no-cache";

struct Asset {
    body: Bytes,
    gzip: OnceLock<Option<Bytes>>,
    etag: HeaderValue,
    content_type: &'static str,
    cache_control: &'static str,
}

impl Asset {
    /// The gzipped body when that is smaller (computed once).
    fn gzipped(&self) -> Option<&Bytes> {
        self.gzip
            .get_or_init(|| {
                let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
                enc.write_all(&self.body).ok()?;
                let gz = enc.finish().ok()?;
                (gz.len() + 64 < self.body.len()).then(|| Bytes::from(gz))
            })
            .as_ref()
    }
}

/// The content type of a servable file; `None` for files that are part of
/// the source folder but not of the site (scripts, manifests).
fn content_type(path: &str) -> Option<&'static str> {
    let name = path.rsplit('/').next().unwrap_or(path);
    if name.starts_with("LICENSE") {
        return Some("text/plain; charset=utf-8");
    }
    Some(match name.rsplit_once('.')?.1 {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "json" => "application/json",
        _ => return None,
    })
}

static ASSETS: LazyLock<HashMap<String, Asset>> = LazyLock::new(|| {
    Files::iter()
        .filter_map(|path| {
            let content_type = content_type(&path)?;
            let file = Files::get(&path)?;
            let hash: String = file.metadata.sha256_hash()[..16].iter().map(|b| format!("{b:02x}")).collect();
            let cache_control = if path.starts_with("vendor/") { IMMUTABLE } else { REVALIDATE };
            let asset = Asset {
                body: Bytes::from(file.data.into_owned()),
                gzip: OnceLock::new(),
                etag: HeaderValue::from_str(&format!("\"{hash}\"")).expect("hex is a valid header"),
                content_type,
                cache_control,
            };
            Some((path.into_owned(), asset))
        })
        .collect()
});

/// Paths of every file the console serves (under `/assets/`).
pub fn paths() -> impl Iterator<Item = &'static str> {
    ASSETS.keys().map(String::as_str)
}

/// The bytes of a served file (tests and page-weight measurements).
pub fn file(path: &str) -> Option<&'static [u8]> {
    ASSETS.get(path).map(|a| a.body.as_ref())
}

/// Headers every console response carries.
fn security_headers(headers: &mut HeaderMap) {
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
}

fn etag_matches(request: &HeaderMap, etag: &HeaderValue) -> bool {
    let Some(v) = request.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()) else { return false };
    let ours = etag.to_str().unwrap_or_default();
    v.split(',').map(|t| t.trim().trim_start_matches("W/")).any(|t| t == "*" || t == ours)
}

fn accepts_gzip(request: &HeaderMap) -> bool {
    request.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(
        |enc| {
            let mut parts = enc.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|p| p.replace(' ', "") == "q=0" || p.replace(' ', "") == "q=0.0");
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        },
    )
}

fn serve(path: &str, request: &HeaderMap) -> Response {
    let Some(asset) = ASSETS.get(path) else {
        let mut resp = ApiError::not_found("console file").into_response();
        security_headers(resp.headers_mut());
        return resp;
    };
    let mut resp = if etag_matches(request, &asset.etag) {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        match asset.gzipped().filter(|_| accepts_gzip(request)) {
            Some(gz) => {
                let mut r = gz.clone().into_response();
                r.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
                r
            }
            None => asset.body.clone().into_response(),
        }
    };
    let h = resp.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(asset.content_type));
    h.insert(header::ETAG, asset.etag.clone());
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(asset.cache_control));
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    security_headers(h);
    resp
}

/// `GET /`: the console's page.
pub async fn index(headers: HeaderMap) -> Response {
    serve("index.html", &headers)
}

/// `GET /assets/{*path}`: the console's scripts, styles and libraries.
pub async fn asset(Path(path): Path<String>, headers: HeaderMap) -> Response {
    serve(&path, &headers)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(path: &str) -> String {
        String::from_utf8(file(path).unwrap_or_else(|| panic!("{path} is not served")).to_vec()).unwrap()
    }

    /// Quoted module specifiers of `import … from '…'`, `import '…'` and `import('…')`.
    fn imports(source: &str) -> Vec<String> {
        let mut out = Vec::new();
        for (i, _) in source.match_indices("import") {
            let rest = &source[i + 6..];
            let Some(end) = rest.find([';', '\n']) else { continue };
            let stmt = &rest[..end];
            let spec = stmt.rsplit_once(" from ").map(|(_, s)| s).unwrap_or(stmt).trim().trim_start_matches('(');
            if let Some(q) = spec.chars().next().filter(|c| *c == '\'' || *c == '"')
                && let Some(close) = spec[1..].find(q)
            {
                out.push(spec[1..1 + close].to_string());
            }
        }
        out
    }

    fn resolve(from: &str, spec: &str) -> String {
        let mut parts: Vec<&str> = from.split('/').collect();
        parts.pop();
        for seg in spec.split('/') {
            match seg {
                "." => {}
                ".." => {
                    parts.pop();
                }
                s => parts.push(s),
            }
        }
        parts.join("/")
    }

    #[test]
    fn every_module_import_and_page_reference_resolves() {
        let mut checked = 0;
        for path in paths().filter(|p| p.starts_with("js/")) {
            for spec in imports(&text(path)) {
                assert!(
                    spec.starts_with("./") || spec.starts_with("../"),
                    "{path}: bare import {spec:?} needs a build step"
                );
                let target = resolve(path, &spec);
                assert!(file(&target).is_some(), "{path} imports {spec} = {target}, which is not served");
                checked += 1;
            }
        }
        assert!(checked > 10, "only {checked} imports found: is the parser still right?");
        let html = text("index.html");
        for attr in ["src=\"/assets/", "href=\"/assets/"] {
            for (i, _) in html.match_indices(attr) {
                let rest = &html[i + attr.len()..];
                let target = &rest[..rest.find('"').unwrap()];
                assert!(file(target).is_some(), "index.html references {target}, which is not served");
            }
        }
    }

    #[test]
    fn the_page_has_no_inline_script_style_or_handler() {
        let html = text("index.html").to_lowercase();
        for (i, _) in html.match_indices("<script") {
            let tag = &html[i..i + html[i..].find('>').unwrap()];
            assert!(tag.contains(" src="), "inline script: {tag}");
        }
        assert!(!html.contains("<style"), "inline style element");
        assert!(!html.contains(" style="), "inline style attribute");
        let handler = html.split_whitespace().any(|w| {
            w.starts_with("on") && w.contains('=') && w[2..].chars().next().is_some_and(|c| c.is_ascii_lowercase())
        });
        assert!(!handler, "inline event handler in index.html");
        for path in paths().filter(|p| p.starts_with("js/")) {
            let js = text(path);
            assert!(
                !js.contains("innerHTML ="),
                "{path}: assigns innerHTML (use the sanitising renderer or textContent)"
            );
            assert!(!js.contains("eval("), "{path}: eval");
        }
    }

    #[test]
    fn vendored_files_match_their_recorded_versions_and_sums() {
        let manifest =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/console/vendor/VERSIONS")).unwrap();
        let mut n = 0;
        for line in manifest.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let cols: Vec<&str> = line.split('\t').collect();
            let [pkg, version, _src, name, sum] = cols[..] else { panic!("bad VERSIONS line {line:?}") };
            assert!(name.contains(version), "{name} does not carry version {version} (immutable caching needs it)");
            let body = file(&format!("vendor/{name}")).unwrap_or_else(|| panic!("{name} not served"));
            let digest = ring::digest::digest(&ring::digest::SHA256, body);
            let hex: String = digest.as_ref().iter().map(|b| format!("{b:02x}")).collect();
            assert_eq!(hex, sum, "{pkg} {version}: {name} differs from what update.sh vendored");
            assert!(paths().any(|p| p.starts_with(&format!("vendor/LICENSE-{pkg}"))), "no licence for {pkg}");
            n += 1;
        }
        assert_eq!(n, 3);
        assert!(file("vendor/update.sh").is_none() && file("vendor/VERSIONS").is_none(), "tooling is not served");
    }

    #[test]
    fn the_policy_allows_exactly_the_chart_logo_style() {
        let lib = paths().find(|p| p.starts_with("vendor/lightweight-charts")).unwrap();
        let source = text(lib);
        let needle = format!("innerText=\"{CHART_LOGO_STYLE}\"");
        assert!(source.contains(&needle), "{lib} no longer inserts the style whose hash the CSP allows: update both");
        let digest = ring::digest::digest(&ring::digest::SHA256, CHART_LOGO_STYLE.as_bytes());
        let hash = base64_encode(digest.as_ref());
        assert!(CONTENT_SECURITY_POLICY.contains(&format!("'sha256-{hash}'")), "{hash}");
        assert_eq!(source.matches("createElement(\"style\")").count(), 1, "another style element would be blocked");
    }

    fn base64_encode(bytes: &[u8]) -> String {
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut out = String::new();
        for chunk in bytes.chunks(3) {
            let n = chunk.iter().enumerate().fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
            for i in 0..4 {
                if i <= chunk.len() {
                    out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
                } else {
                    out.push('=');
                }
            }
        }
        out
    }

    #[tokio::test]
    async fn caching_compression_and_headers() {
        let mut req = HeaderMap::new();
        let resp = index(req.clone()).await;
        assert_eq!(resp.status(), StatusCode::OK);
        let h = resp.headers();
        assert_eq!(h[header::CONTENT_SECURITY_POLICY], CONTENT_SECURITY_POLICY);
        assert!(CONTENT_SECURITY_POLICY.contains("script-src 'self';") && !CONTENT_SECURITY_POLICY.contains("unsafe"));
        assert_eq!(base64_encode(b"foob"), "Zm9vYg==");
        assert_eq!(h[header::CACHE_CONTROL], REVALIDATE);
        assert_eq!(h[header::CONTENT_TYPE], "text/html; charset=utf-8");
        assert!(h.get(header::CONTENT_ENCODING).is_none(), "no gzip unless asked");
        let etag = h[header::ETAG].clone();

        req.insert(header::IF_NONE_MATCH, etag.clone());
        let resp = index(req.clone()).await;
        assert_eq!(resp.status(), StatusCode::NOT_MODIFIED);
        assert_eq!(resp.headers()[header::ETAG], etag);

        let mut gz = HeaderMap::new();
        gz.insert(header::ACCEPT_ENCODING, "br, gzip;q=0.8".parse().unwrap());
        let vendor = paths().find(|p| p.starts_with("vendor/lightweight-charts")).unwrap().to_string();
        let resp = asset(Path(vendor.clone()), gz).await;
        assert_eq!(resp.headers()[header::CONTENT_ENCODING], "gzip");
        assert_eq!(resp.headers()[header::CACHE_CONTROL], IMMUTABLE);
        assert_eq!(resp.headers()[header::CONTENT_TYPE], "text/javascript; charset=utf-8");
        let body = axum::body::to_bytes(resp.into_body(), usize::MAX).await.unwrap();
        let mut plain = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&body[..]), &mut plain).unwrap();
        assert_eq!(plain, file(&vendor).unwrap(), "gzip round-trips");

        let mut refused = HeaderMap::new();
        refused.insert(header::ACCEPT_ENCODING, "gzip;q=0".parse().unwrap());
        assert!(!accepts_gzip(&refused));

        let missing = asset(Path("nope.js".into()), HeaderMap::new()).await;
        assert_eq!(missing.status(), StatusCode::NOT_FOUND);
        assert_eq!(missing.headers()[header::CONTENT_SECURITY_POLICY], CONTENT_SECURITY_POLICY);
    }
}
