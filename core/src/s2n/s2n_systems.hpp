// The catalogue of (S²)ⁿ systems: each is an inertia matrix, a list of
// material points (for gravity and drawing) and a list of potential terms.
// Paper references are to 003 (Lee, Leok, McClamroch 2009) unless stated.
#pragma once

#include <vector>

#include "s2n/s2n_model.hpp"
#include "s2n/springs.hpp"

namespace geovi {

// Assembles a model from its parts: inertia M, material points (their masses
// feed uniform gravity when `gravity` is nonzero), drawing segments, extra terms.
S2nModel assembleS2nModel(S2nInertia inertia, const std::vector<MaterialPoint>& points,
                          std::vector<std::array<int, 2>> segments, std::string style, const Eigen::Vector3d& gravity,
                          std::vector<std::shared_ptr<const PotentialTerm>> terms);

// Chain pendulum of paper 001 Section V: mass m_k at the outer end of link k,
// M_ij = (Σ_{k≥max(i,j)} m_k) l_i l_j. Example 1 is n = 2.
S2nModel makeChainPendulum(const Eigen::VectorXd& masses, const Eigen::VectorXd& lengths,
                           const Eigen::Vector3d& gravity);

// Example 3: spherical pendula on pivots p_i, M = diag(m_i l_i²), linear springs
// between link midpoints with rest length ‖p_j − p_i‖.
struct SpringLink {
  int i, j;
  double stiffness;
};
S2nModel makePendulumArray(const Eigen::VectorXd& masses, const Eigen::VectorXd& lengths, const Points& pivots,
                           const std::vector<SpringLink>& springs, const Eigen::Vector3d& gravity);

// Example 4: n uniform rod elements hinged to a clamped element (direction q0),
// each of mass m/(n+1) and length l/(n+1), bending springs κ_i (1 − q_{i−1}·q_i)²/2.
// The inertia is derived from the kinetic energy of uniform links:
//   M_ii = m_e l_e² (1/3 + n − i),  M_ij = m_e l_e² (1/2 + n − max(i,j))  (1-based),
// which differs off the diagonal from the printed M_ij = ½ Σ_{k≥max(i,j)} m_k l_k²
// (see docs/paper-examples.md).
S2nModel makeElasticRod(int n, double mass, double length, const Eigen::VectorXd& stiffness,
                        const Eigen::Vector3d& clamped, const Eigen::Vector3d& gravity);
S2nInertia elasticRodInertia(int n, double mass, double length);

// Example 2: point masses on the unit sphere under the potential of [9].
S2nModel makeSphereNBody(const Eigen::VectorXd& masses, double gamma);

// Example 5: thin bar magnets on pivots p_i, M = diag(m_i l_i² / 12).
S2nModel makeDipoleArray(const Eigen::VectorXd& masses, const Eigen::VectorXd& lengths, const Eigen::VectorXd& moments,
                         const Points& pivots, double permeability);

// Example 6: Lennard-Jones molecules on the unit sphere, M = diag(m_i).
// cutoff > 0: the shifted-force potential with a cell list (lennard_jones_cells.hpp);
// cutoff = 0: every pair (the paper's potential).
S2nModel makeMolecules(const Eigen::VectorXd& masses, double epsilon, double sigma, double cutoff = 0.0);

// Vertices of the icosahedron subdivided `levels` times, projected on S²
// (10·4^levels + 2 points: 642 for levels = 3, as in Example 6).
Points icosphere(int levels);

}  // namespace geovi
