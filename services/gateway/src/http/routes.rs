//! Route registration that remembers what it registered.
//!
//! axum cannot list a router's routes, so a hand-kept list next to the
//! OpenAPI document would drift from what is served. Every route goes
//! through [`Routes`] instead, which registers it on the real router and
//! records `(method, path)` at the same time; tests compare that record with
//! the document in both directions.

use axum::{
    Router,
    handler::Handler,
    http::Method,
    routing::{self, MethodRouter},
};

/// A router under construction plus the operations registered on it.
pub struct Routes<S> {
    router: Router<S>,
    operations: Vec<(Method, &'static str)>,
}

impl<S: Clone + Send + Sync + 'static> Default for Routes<S> {
    fn default() -> Self {
        Self::new()
    }
}

impl<S: Clone + Send + Sync + 'static> Routes<S> {
    /// No routes yet.
    pub fn new() -> Self {
        Self { router: Router::new(), operations: Vec::new() }
    }

    fn add(mut self, method: Method, path: &'static str, route: MethodRouter<S>) -> Self {
        assert!(!self.operations.contains(&(method.clone(), path)), "{method} {path} registered twice");
        // axum merges method routers registered on the same path.
        self.router = self.router.route(path, route);
        self.operations.push((method, path));
        self
    }

    /// Registers `GET path` (HEAD is answered by the same handler).
    pub fn get<H: Handler<T, S>, T: 'static>(self, path: &'static str, handler: H) -> Self {
        self.add(Method::GET, path, routing::get(handler))
    }

    /// Registers `POST path`.
    pub fn post<H: Handler<T, S>, T: 'static>(self, path: &'static str, handler: H) -> Self {
        self.add(Method::POST, path, routing::post(handler))
    }

    /// Registers `DELETE path`.
    pub fn delete<H: Handler<T, S>, T: 'static>(self, path: &'static str, handler: H) -> Self {
        self.add(Method::DELETE, path, routing::delete(handler))
    }

    /// `(method, OpenAPI path)` of every registered route, in registration
    /// order; axum's `{*rest}` wildcards are written `{rest}` as in OpenAPI.
    pub fn operations(&self) -> Vec<(Method, String)> {
        self.operations.iter().map(|(m, p)| (m.clone(), p.replace("{*", "{"))).collect()
    }

    /// The router.
    pub fn into_router(self) -> Router<S> {
        self.router
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::{body::Body, http::Request};
    use tower::ServiceExt;

    #[tokio::test]
    async fn routes_on_one_path_merge_and_are_recorded() {
        let routes = Routes::<()>::new().get("/a/{id}", || async { "get" }).post("/a/{id}", || async { "post" });
        assert_eq!(
            routes.operations(),
            vec![(Method::GET, "/a/{id}".to_string()), (Method::POST, "/a/{id}".to_string())]
        );
        let router = routes.into_router();
        for (method, want) in [("GET", "get"), ("POST", "post")] {
            let resp = router
                .clone()
                .oneshot(Request::builder().method(method).uri("/a/1").body(Body::empty()).unwrap())
                .await
                .unwrap();
            let body = axum::body::to_bytes(resp.into_body(), 100).await.unwrap();
            assert_eq!(body, want);
        }
        let wild = Routes::<()>::new().get("/files/{*path}", || async { "" });
        assert_eq!(wild.operations()[0].1, "/files/{path}");
    }

    #[test]
    #[should_panic(expected = "registered twice")]
    fn a_duplicate_is_a_bug() {
        let _ = Routes::<()>::new().get("/a", || async { "" }).get("/a", || async { "" });
    }
}
