//! Issuing the internal CA and the per-service certificates of [`crate::tls`]
//! (feature `certs`: `barb secrets generate` and the test harness; services
//! only read files).
//!
//! Keys are ECDSA P-256 (rcgen on ring). A service certificate carries the
//! identity SAN `<service>.barb.internal` ([`crate::tls::identity_name`]) plus
//! the host names peers dial it by, and both TLS usages (it is the server
//! certificate and the client certificate of outgoing calls).

use std::time::{Duration, SystemTime};

use rcgen::{
    BasicConstraints, CertificateParams, DnType, ExtendedKeyUsagePurpose, IsCa, Issuer, KeyPair, KeyUsagePurpose,
    SanType,
};
use rustls::pki_types::{CertificateDer, UnixTime, pem::PemObject};

/// Issuing failed.
#[derive(Debug, thiserror::Error)]
pub enum CertError {
    /// rcgen refused the parameters or a key.
    #[error("certificate generation: {0}")]
    Generate(#[from] rcgen::Error),
    /// The CA files do not fit together.
    #[error("{0}")]
    Invalid(String),
}

/// Validity of the CA made by [`Ca::generate`] callers (10 years).
pub const CA_VALIDITY: Duration = Duration::from_secs(10 * 365 * 24 * 3600);
/// Validity of a service certificate (90 days; rotate with `barb secrets generate --rotate-tls`).
pub const LEAF_VALIDITY: Duration = Duration::from_secs(90 * 24 * 3600);

/// The subject every Barb internal CA has: leaves issued later by
/// [`Ca::from_pem`] name it as their issuer.
fn ca_params(not_before: SystemTime, not_after: SystemTime) -> CertificateParams {
    let mut p = CertificateParams::default();
    p.distinguished_name = rcgen::DistinguishedName::new();
    p.distinguished_name.push(DnType::OrganizationName, "Barb");
    p.distinguished_name.push(DnType::CommonName, "Barb internal CA");
    p.is_ca = IsCa::Ca(BasicConstraints::Constrained(0));
    p.key_usages = vec![KeyUsagePurpose::KeyCertSign, KeyUsagePurpose::CrlSign, KeyUsagePurpose::DigitalSignature];
    p.not_before = datetime(not_before);
    p.not_after = datetime(not_after);
    p
}

fn datetime(t: SystemTime) -> time::OffsetDateTime {
    let secs = match t.duration_since(SystemTime::UNIX_EPOCH) {
        Ok(d) => d.as_secs() as i64,
        Err(e) => -(e.duration().as_secs() as i64),
    };
    time::OffsetDateTime::from_unix_timestamp(secs).expect("a time within the certificate range")
}

/// A certificate and its private key, PEM.
#[derive(Debug, Clone)]
pub struct Issued {
    /// The certificate (PEM).
    pub cert_pem: String,
    /// The private key (PKCS#8 PEM).
    pub key_pem: String,
}

/// An internal CA able to issue service certificates.
pub struct Ca {
    cert_pem: String,
    issuer: Issuer<'static, KeyPair>,
}

impl Ca {
    /// A new CA valid from now for `validity`.
    pub fn generate(validity: Duration) -> Result<Self, CertError> {
        let key = KeyPair::generate()?;
        let now = SystemTime::now();
        let params = ca_params(now - Duration::from_secs(300), now + validity);
        let cert_pem = params.self_signed(&key)?.pem();
        Ok(Self { cert_pem, issuer: Issuer::new(params, key) })
    }

    /// A CA made earlier by [`Ca::generate`] (its certificate and key PEM).
    /// Fails when the key does not belong to the certificate.
    pub fn from_pem(cert_pem: &str, key_pem: &str) -> Result<Self, CertError> {
        let key = KeyPair::from_pem(key_pem)?;
        let now = SystemTime::now();
        let ca = Self {
            cert_pem: cert_pem.to_string(),
            issuer: Issuer::new(ca_params(now, now + Duration::from_secs(60)), key),
        };
        // Prove it: a leaf issued with this key must verify against the certificate.
        let probe = ca.issue("probe", &[], LEAF_VALIDITY)?;
        ca.verify(&probe.cert_pem).map_err(|e| {
            CertError::Invalid(format!(
                "the CA key does not belong to the CA certificate, or the CA was not made by `barb secrets generate` ({e})"
            ))
        })?;
        Ok(ca)
    }

    /// The CA certificate (PEM).
    pub fn cert_pem(&self) -> &str {
        &self.cert_pem
    }

    /// The CA private key (PEM): keep it out of every pod.
    pub fn key_pem(&self) -> String {
        self.issuer.key().serialize_pem()
    }

    /// A certificate for `service`, valid from now for `validity`, with the
    /// identity SAN and `hosts` (DNS names or IP addresses).
    pub fn issue(&self, service: &str, hosts: &[String], validity: Duration) -> Result<Issued, CertError> {
        let now = SystemTime::now();
        self.issue_between(service, hosts, now - Duration::from_secs(300), now + validity)
    }

    /// [`Ca::issue`] with an explicit validity window (tests issue expired certificates).
    pub fn issue_between(
        &self,
        service: &str,
        hosts: &[String],
        not_before: SystemTime,
        not_after: SystemTime,
    ) -> Result<Issued, CertError> {
        let key = KeyPair::generate()?;
        let mut p = CertificateParams::default();
        p.distinguished_name = rcgen::DistinguishedName::new();
        p.distinguished_name.push(DnType::OrganizationName, "Barb");
        p.distinguished_name.push(DnType::CommonName, service);
        let mut sans = vec![SanType::DnsName(crate::tls::identity_name(service).try_into()?)];
        for h in hosts {
            sans.push(match h.parse() {
                Ok(ip) => SanType::IpAddress(ip),
                Err(_) => SanType::DnsName(h.clone().try_into()?),
            });
        }
        p.subject_alt_names = sans;
        p.key_usages = vec![KeyUsagePurpose::DigitalSignature];
        p.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth, ExtendedKeyUsagePurpose::ClientAuth];
        p.use_authority_key_identifier_extension = true;
        p.not_before = datetime(not_before);
        p.not_after = datetime(not_after);
        let cert = p.signed_by(&key, &self.issuer)?;
        Ok(Issued { cert_pem: cert.pem(), key_pem: key.serialize_pem() })
    }

    /// Checks that `cert_pem` chains to this CA and is valid now.
    pub fn verify(&self, cert_pem: &str) -> Result<(), String> {
        let ca = CertificateDer::from_pem_slice(self.cert_pem.as_bytes()).map_err(|e| e.to_string())?;
        let leaf = CertificateDer::from_pem_slice(cert_pem.as_bytes()).map_err(|e| e.to_string())?;
        let mut roots = rustls::RootCertStore::empty();
        roots.add(ca).map_err(|e| e.to_string())?;
        let provider = std::sync::Arc::new(rustls::crypto::ring::default_provider());
        let verifier = rustls::server::WebPkiClientVerifier::builder_with_provider(roots.into(), provider)
            .build()
            .map_err(|e| e.to_string())?;
        verifier.verify_client_cert(&leaf, &[], UnixTime::now()).map(|_| ()).map_err(|e| e.to_string())
    }
}

/// The host names a service's certificate is valid for: its name (compose,
/// Kubernetes in the same namespace), `<name>.<namespace>.svc[.cluster.local]`
/// for each namespace given, `localhost` and `127.0.0.1` (local runs).
pub fn service_hosts(service: &str, namespaces: &[&str]) -> Vec<String> {
    let mut hosts = vec![service.to_string()];
    for ns in namespaces {
        hosts.push(format!("{service}.{ns}.svc"));
        hosts.push(format!("{service}.{ns}.svc.cluster.local"));
    }
    hosts.extend(["localhost".to_string(), "127.0.0.1".to_string()]);
    hosts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tls::{AllowedClients, identity_name};

    #[test]
    fn issued_certificates_chain_to_their_ca_only() {
        let ca = Ca::generate(CA_VALIDITY).unwrap();
        let other = Ca::generate(CA_VALIDITY).unwrap();
        let leaf = ca.issue("gateway", &service_hosts("gateway", &["barb"]), LEAF_VALIDITY).unwrap();
        assert!(ca.verify(&leaf.cert_pem).is_ok());
        assert!(other.verify(&leaf.cert_pem).is_err(), "another CA does not vouch for it");
        let now = SystemTime::now();
        let expired =
            ca.issue_between("gateway", &[], now - Duration::from_secs(7200), now - Duration::from_secs(3600)).unwrap();
        assert!(ca.verify(&expired.cert_pem).is_err(), "expired");

        // The identity SAN is what the allow-list checks.
        let der = CertificateDer::from_pem_slice(leaf.cert_pem.as_bytes()).unwrap();
        let gw = AllowedClients::Only(vec!["gateway".into()]);
        assert_eq!(gw.admit(&der).as_deref(), Some("gateway"));
        let orch = AllowedClients::Only(vec!["chat-orchestrator".into()]);
        assert_eq!(orch.admit(&der), None);
        assert_eq!(identity_name("ops"), "ops.barb.internal");
    }

    #[test]
    fn a_ca_reloaded_from_pem_keeps_issuing_for_the_same_bundle() {
        let ca = Ca::generate(CA_VALIDITY).unwrap();
        let again = Ca::from_pem(ca.cert_pem(), &ca.key_pem()).unwrap();
        let leaf = again.issue("backtest", &[], LEAF_VALIDITY).unwrap();
        assert!(ca.verify(&leaf.cert_pem).is_ok());
        let other = Ca::generate(CA_VALIDITY).unwrap();
        assert!(Ca::from_pem(ca.cert_pem(), &other.key_pem()).is_err(), "a foreign key is refused");
    }
}
