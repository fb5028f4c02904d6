# geovi: the presets (core/scenarios/) and the lessons (core/lessons/).
# GENERATED in English by web/tools/i18n-source.mjs; do not edit web/locales/en/ copies by hand.
# Translations: docs/translating.md.

## Presets: title and description

scenario-binary_asteroid-title = A binary asteroid
scenario-binary_asteroid-description = Two elongated bodies of four point masses each (G = 1, 1 kg each) on a near-circular mutual orbit 6 m apart; the first spins. Their attraction is not that of two points: each body's shape torques the other, so spin and orbit trade angular momentum, while the total linear and angular momentum stay fixed (Lee, Leok and McClamroch, the full body problem).

scenario-chain_pendulum_5-title = Five-link spherical chain pendulum (paper 001, Section V)
scenario-chain_pendulum_5-description = Five links of 1 m with 1 kg at each joint, released from a bent, twisted shape. M_ij = (sum_{ "{" }k >= max(i,j){ "}" } m_k) l_i l_j is full, so the implicit VI is used.

scenario-double_spherical_pendulum-title = Double spherical pendulum (paper 003, Example 1)
scenario-double_spherical_pendulum-description = m1 = m2 = 1 kg, l1 = l2 = 9.81 m, gravity along e3 (e3 points down). The printed q1(0) = [0.8660, 0, 0.5] is stored normalized, and omega1(0) = [-0.4330, 0, 0.75] projected onto its tangent plane.

scenario-elastic_rod-title = Pure bending of an elastic rod (paper 003, Example 4)
scenario-elastic_rod-description = A clamped rod of 55 g and 1.1 m in 11 uniform elements (the first fixed along e1), bending springs k = 1000 N m, gravity along e3. Initially straight along e1 with element 5 struck: omega5 = [0, 0, 10] rad/s. The inertia is derived from uniform links, which differs off the diagonal from the printed formula (see README).

scenario-free_body_intermediate_axis-title = Free rigid body: intermediate-axis flip (Dzhanibekov effect)
scenario-free_body_intermediate_axis-description = J = diag(1, 2, 3) kg m^2, spin 5 rad/s about the intermediate axis e2 with a 0.2% perturbation: the body flips over periodically. Energy, |Pi| and the spatial angular momentum R Pi are conserved by the LGVI to round-off.

scenario-free_rigid_body-title = Free rigid body with a full (non-diagonal) inertia matrix
scenario-free_rigid_body-description = Any symmetric positive-definite J satisfying the triangle inequality of principal moments: here principal axes not aligned with the body frame. Torque-free tumbling about the fixed centre of mass.

scenario-heavy_asymmetric_top-title = Heavy asymmetric top (chaotic)
scenario-heavy_asymmetric_top-description = Asymmetric inertia about the fixed point and the centre of mass off every principal axis: no integral beyond energy and the vertical angular momentum E3 . R Pi, both conserved by the LGVI.

scenario-interconnected_pendula-title = Four spherical pendula joined by springs (paper 003, Example 3)
scenario-interconnected_pendula-description = m = 0.1 kg, l = 0.1 m, pivots on the corners of a horizontal square of side l, springs between link midpoints with k12 = 10, k23 = 20, k34 = 30, k41 = 40 N/m (the print repeats k12). The paper states neither h nor the duration: h = 0.001 s, 10 s here.

scenario-lagrange_top_loaded-title = Lagrange top with a follower force and a constant moment (paper 004, Section 6)
scenario-lagrange_top_loaded-description = m g l = 9.81 N m, lt = 2, la = 0.5 kg m^2; constant spatial moment Ma E3 = 5 E3 N m and follower force Fa e1 at the tip l1 e3 with Fa l1 = sqrt((m g l)^2 + Ma^2) = 11.0107 N m, so (77) has the equilibrium omega0 = pi/2, tan(phi0) = -m g l / Ma. Started at it with a 1e-6 rad/s disturbance, the top leaves it: the linearization (79) has the unstable eigenvalue quartet (80).

scenario-lagrange_top_near_vertical-title = Lagrange top whose axis swings past the vertical (the 3-1-3 Euler-angle singularity)
scenario-lagrange_top_near_vertical-description = The top of lagrange_top_sleeping (lt = 2, la = 0.5 kg m^2 about O, m g l = 9.81 N m, E3 up) released at 3-1-3 Euler angles (psi, omega, phi) = (0, 0.4, 0) with rates (0.7493, -2, 5) rad/s. The precession rate is 0.01 rad/s above the value that makes the vertical momentum equal the axial momentum, for which the axis would pass exactly through the vertical; here it loops over the top, passing within about 7e-4 rad of it near t = 4.2 s and 8.3 s. In Euler angles psi then turns by about pi within a few milliseconds and the mass matrix (74) has det = la lt^2 sin^2(omega): compare --integrator vi with --integrator rk4-euler313.

scenario-lagrange_top_precessing-title = Lagrange top, precessing and nutating
scenario-lagrange_top_precessing-description = The top of lagrange_top_sleeping released at 0.5 rad from the vertical with spin 20 rad/s about its axis: precession about E3 with cuspidal nutation. E3 . R Pi and the symmetry-axis momentum Pi3 are conserved.

scenario-lagrange_top_sleeping-title = Lagrange top, sleeping (spinning upright, tilted by 0.01 rad)
scenario-lagrange_top_sleeping-description = Axisymmetric top about a fixed point O, E3 up, gravity -9.81 E3, m = 1 kg, centre of mass 1 m up the symmetry axis e3; inertia about O: lt = 2, la = 0.5 kg m^2. Spin 20 rad/s exceeds the sleeping threshold la^2 s^2 > 4 m g l lt (s > 17.7 rad/s), so the tilted top stays near upright. Upright is omega = 0, the singularity of 3-1-3 Euler angles (paper 004 (8)).

scenario-magnetic_dipoles-title = A 4 x 4 array of magnetic dipoles (paper 003, Example 5)
scenario-magnetic_dipoles-description = Sixteen bar magnets (m = 0.05 kg, l = 0.02 m, moment 0.1 A m^2) on a square grid of spacing 1.2 l, all pointing along e1 except the last; the first is nudged. The paper states neither h nor the duration: h = 0.001 s, 10 s here.

scenario-molecules_on_sphere-title = 642 Lennard-Jones molecules on a sphere (paper 003, Example 6)
scenario-molecules_on_sphere-description = Unit masses on the vertices of a 3-times subdivided icosahedron, epsilon = 0.01, sigma = 0.1343 (the mean neighbour distance 0.1507 divided by 2^(1/6), where the pair force vanishes). Initial velocities: two counter-rotating vortices whose centres are 30 degrees apart.

scenario-pendulum_3d-title = 3D pendulum (rigid body hanging from a frictionless pivot)
scenario-pendulum_3d-description = Lee, Leok and McClamroch's 3D pendulum: a rigid body on a spherical joint, centre of mass 0.6 m below the pivot in the body frame (slightly off-axis), asymmetric inertia about the pivot. Released tilted by 1 rad with a twist.

scenario-pendulum_cloud-title = A cloud of 200 pendulum swings (phase-space area)
scenario-pendulum_cloud-description = 200 independent pendula (1 kg, 1 m) on one pivot, swinging in the x-z plane (e3 points down). Their initial (theta, theta-dot) lie on an ellipse around theta = 0.8 rad, theta = 0.8 +- 0.25 rad and theta-dot = +- 0.25 sqrt(g/l): a loop in phase space whose enclosed area a symplectic map keeps (Liouville).

scenario-planar_double_pendulum-title = Planar double pendulum (Poincaré section)
scenario-planar_double_pendulum-description = The double spherical pendulum with planar data: both links in the x-z plane, angular velocities along y, so the motion stays planar. m1 = m2 = 1 kg, l1 = l2 = 1 m, gravity along -e3. At E = -15 J (29.43 J above the rest state) its section, link 1 passing the vertical moving right, shows regular islands in a chaotic sea.

scenario-quadrotor_flip-title = Upside down: geometric control against Euler angles
scenario-quadrotor_flip-description = The quadrotor starts at rest pitched 178 degrees, almost upside down, and is told to hover at the origin. The geometric controller (Lee, Leok and McClamroch 2010) compares rotations and turns it back; the ghost flies the textbook PD in 3-2-1 Euler angles with the same gains. e3 points down, as in the paper.

scenario-quadrotor_load_figure_eight-title = A quadrotor flying its load along a figure eight
scenario-quadrotor_load_figure_eight-description = The quadrotor of Lee, Leok and McClamroch (4.34 kg) carries a 0.5 kg load on a 1 m cable. Its controller (after Sreenath, Lee and Kumar 2013) steers the load, not itself, along a figure eight 2 m wide every 10 s: the position error sets the cable's direction, the cable's direction sets the thrust, and the thrust's direction sets the attitude. The load swings as the quadrotor leans into each turn. e3 points down, as in the papers.

scenario-quadrotor_slung_load-title = A quadrotor with a swinging load
scenario-quadrotor_slung_load-description = A quadrotor (4.34 kg) carries a 0.5 kg load on a 1 m cable, released 30 degrees from the vertical. The rotors give exactly the weight of both as thrust, so their centre of mass stays where it is while the load swings the quadrotor to and fro about it. e3 points down, as in the papers.

scenario-quadrotor_tracking-title = A quadrotor tracking a helix
scenario-quadrotor_tracking-description = Lee, Leok and McClamroch's quadrotor (CDC 2010) under their geometric controller, tracking the helix x = 0.4 t, y = 0.4 sin(pi t), z = 0.6 cos(pi t) while its heading turns at pi rad/s. It starts at rest at the origin, level. The ghost flies the textbook PD in 3-2-1 Euler angles with the same gains. e3 points down, as in the paper.

scenario-quadrotor_upside_down-title = A quadrotor recovering from upside down
scenario-quadrotor_upside_down-description = Lee, Leok and McClamroch's second case (CDC 2010): the quadrotor starts at rest at the origin rolled 178 degrees, almost upside down, and is told to hover there with its heading along e1. The geometric controller works on the rotations themselves, so it has no trouble with an error this large. The ghost flies the textbook PD in 3-2-1 Euler angles: rolled over about e1 alone, it turns back too (the lesson upside-down pitches it over instead). e3 points down, as in the paper.

scenario-satellite_libration-title = Rigid satellite on a circular orbit: gravity-gradient pitch libration
scenario-satellite_libration-description = MacCullagh's gravity-gradient moment 3 n^2 e_R x J e_R (paper 004 (83)) on a fixed circular orbit in the E1-E2 plane, mean motion n = 1 rad per time unit (orbit period 2 pi). Principal axes: minimum inertia along the radial e_R, maximum along the orbit normal; the body turns once per orbit and, pitched by 0.1 rad, librates with angular frequency n sqrt(3 (J2 - J1)/J3) = 0.866 n. The energy column is the Jacobi integral T + V - n E3 . R Pi, conserved.

scenario-satellite_slew-title = A spacecraft's rest-to-rest slew under geometric attitude control
scenario-satellite_slew-description = A free rigid body in deep space (principal moments 100, 150, 200 kg m^2) turns from rest to rest by 120 degrees about its e2 axis in 30 s, on a quintic profile, under Lee, Leok and McClamroch's attitude controller on SO(3): e_R = (R_d^T R - R^T R_d)^v / 2, M = -k_R e_R - k_Omega e_Omega + Omega x J Omega + feed-forward. Its ghost flies the textbook PD in 3-2-1 Euler angles with the same gains: at 90 degrees of pitch (gimbal lock) the angles it steers by jump by 180 degrees while the attitude barely moves, and it is thrown off.

scenario-sphere_comet-title = A comet around a heavy body on a sphere (many close encounters)
scenario-sphere_comet-description = Two bodies on the unit sphere under paper 003's potential V = -gamma q1.q2 / sqrt(1 - (q1.q2)^2): a heavy body (mass 100) and a light comet (mass 1) on an eccentric orbit. The comet passes the heavy body every 1.98 s, at sin(theta) between 0.0047 and 0.015, so a run of a few minutes holds a hundred close encounters and 10^4 s holds 5000; unlike the three-body example it never collides (its angular momentum keeps it off the heavy body). The fixed-step explicit VI at h = 0.001 jumps in energy at the passes; vi-adaptive shrinks its step near each pass (step 0.003 far from one, d_ref = 1), and its energy error stays bounded, with no drift, over all of them.

scenario-sphere_three_body-title = Three bodies on a sphere (paper 003, Example 2)
scenario-sphere_three_body-description = Three unit masses on the unit sphere under the potential V = -gamma sum q_i.q_j / sqrt(1 - (q_i.q_j)^2), gamma = 1. The inertia is diagonal, so the explicit VI (3.17)-(3.18) applies. The paper runs it at h = 0.001 to t = 10; at t = 10.55 s bodies 2 and 3 pass within sin(theta) = 0.007, which that fixed step cannot resolve (its energy jumps), so the preset runs vi-adaptive, the explicit VI with a time-reversible step that shrinks near encounters, and compares it with the paper's fixed step. At t = 12.73 s bodies 2 and 3 collide (even RK45 at tolerance 1e-12 stops there): the motion cannot be continued past it.

scenario-spherical_pendulum-title = Spherical pendulum
scenario-spherical_pendulum-description = One point mass on a massless rod of 1 m about a frictionless pivot, released to swing in a vertical plane. Click into its Poincaré section to start other orbits at its energy, conical ones and rosettes: the spherical pendulum is integrable, so each stays on its own curve.

scenario-thrown_book-title = A book thrown in the air
scenario-thrown_book-description = A 1 kg book, 20 x 15 x 3 cm, thrown up and forward with a spin of 15 rad/s about its intermediate axis and a small wobble: it flips (the Dzhanibekov effect) while its centre follows a parabola, which the variational integrator follows exactly. Gravity along -E3.

## Lessons: title, what to watch, why, the equations at work, and the mark on the plot

lesson-centre-of-mass-title = A quadrotor and its load: the centre of mass stays still, and the cable keeps its length
lesson-centre-of-mass-watch = The load swings the quadrotor to and fro, yet the point their masses balance about, their centre of mass, does not move: the rotors' thrust is exactly their total weight. In RK4's ghost the cable slowly shortens (the second plot).
lesson-centre-of-mass-why = The cable's tension is an internal force: it pulls the quadrotor and the load equally and oppositely, so it cannot move their centre of mass; only a net external force can, and here thrust and weight cancel. Both integrators keep it still, because the total momentum is linear in the state, and every Runge–Kutta method keeps linear invariants. The cable's length is a constraint, |q| = 1 on the sphere of directions: the variational integrator turns q by a rotation and keeps it exactly; RK4 moves it along straight lines and lets it drift.
lesson-centre-of-mass-equation = Sreenath, Lee and Kumar, CDC 2013, and the product space's VI (docs/product-spaces.md): the direction turns, q(k+1) = cay(f) q(k), so |q| stays 1; the momentum changes by (h/2)(G(k) + G(k+1)) + λ q(k), which with G = 0 leaves the total still.
lesson-centre-of-mass-mark = The centre of mass has stayed still while the quadrotor swung; RK4's cable has shortened

lesson-chaos-title = Chaos: two runs 1e-9 apart separate
lesson-chaos-watch = Two double pendulums run with the same method; the ghost started with ω₁ changed by 1e-9 rad/s. For a minute nothing seems to differ; then the ghost peels away and the two motions become unrelated, while both keep their energy.
lesson-chaos-why = The double pendulum is chaotic: nearby trajectories separate exponentially, so after a while no integrator, however accurate, can follow the true trajectory. What it can get right is what does not depend on the trajectory: the energy, the constraint and the momentum map. That is why those are the yardsticks of geometric integration over long times.
lesson-chaos-equation = The same discrete flow (3.10)–(3.13) from two initial states; its bounded energy error and exact momentum map hold for both.
lesson-chaos-mark = runs 1 cm apart

lesson-close-encounter-title = A close encounter: a fixed step loses the energy, an adaptive VI passes
lesson-close-encounter-watch = Paper 003's three bodies on a sphere. Near t = 10.55 s two of them pass very close. The ghost, the paper's explicit VI at its fixed step h = 0.001 s, comes out of the encounter with its energy changed by more than 100%: the watchdog marks the moment and says so. The adaptive VI (solid) shrinks its step as the bodies approach and passes with a relative energy error of a few millionths.
lesson-close-encounter-why = The potential −γ cot θ is singular when two bodies meet: near an encounter at angle θ the motion happens on a time scale ∝ θ^{ "{" }3/2{ "}" }, far shorter than any fixed step chosen for the rest of the orbit, so the fixed step jumps over what happens. vi-adaptive takes steps ∝ θ² there, chosen by a rule that is symmetric in time, so the method stays time-reversible and keeps every body on the sphere. RK45 with a tight tolerance also gets through this encounter, by shrinking its steps the same way, but without keeping the sphere or reversibility. At t = 12.73 s bodies 2 and 3 collide head-on; no step, adaptive or not, can continue past a collision, and the watchdog stops the run there.
lesson-close-encounter-equation = Paper 003 (3.17)–(3.18), the explicit VI, with the step h_n = ε (σ(q_n) + σ(q_{ "{" }n+1{ "}" }))/2 and σ(d) = d²/(d² + d_ref²) (Hairer, Lubich & Wanner, Geometric Numerical Integration, §VIII.3).
lesson-close-encounter-mark = the fixed step lost the energy

lesson-coarse-step-title = A coarse step: RK4 drifts, the VI stays bounded
lesson-coarse-step-watch = At h = 0.1 s (about a twelfth of the swing period) both runs are rough. Watch |E − E₀|: the VI's error is large, 7e-2, but it stays in the same band for as long as you run it; RK4's starts about as large and grows steadily.
lesson-coarse-step-why = Accuracy per step is not the point over long times. RK4 has the higher order, but its error has a secular part that adds up step after step. The VI's energy error is the difference between the true energy and a conserved modified energy, so it oscillates instead of accumulating.
lesson-coarse-step-equation = Paper 003, (3.10)–(3.13) for one body: the implicit VI on S² with the pendulum's potential; the baseline is classical RK4 on (2.10)–(2.11).
lesson-coarse-step-mark = RK4 leaves the VI's band

lesson-energy-bounded-title = Energy: a variational integrator against a method of the same order
lesson-energy-bounded-watch = The energy plot's |E − E₀| curves (log scale, right axis). The VI's (blue) oscillates in a band that does not widen; the ghost's, Heun's second-order Runge–Kutta method at the same step, climbs out of that band and keeps climbing. The green line marks the moment the baseline's error over the last third of the run passes three times the VI's largest.
lesson-energy-bounded-why = Both methods are second order, so step for step they are about as accurate. But the VI is the exact flow of a nearby discrete Lagrangian: it is symplectic, so its energy error stays bounded for exponentially long times (backward error analysis), while a Runge–Kutta method that is not symplectic accumulates an error that grows with time.
lesson-energy-bounded-equation = The discrete Lagrangian (3.1) and the discrete Euler–Lagrange equations (3.10)–(3.13) of paper 003; the baseline integrates (2.9)–(2.11).
lesson-energy-bounded-mark = baseline leaves the VI's band

lesson-euler-angles-title = Euler angles break down; the Lie group VI passes through
lesson-euler-angles-watch = The top's axis swings past the vertical. The ghost integrates the same top in 3-1-3 Euler angles with RK4: near the vertical its energy jumps and the run stops with a message naming the singularity. The LGVI (solid) goes on through every pass with a small, bounded energy error.
lesson-euler-angles-why = Euler angles are coordinates, and every set of three angles on SO(3) is singular somewhere: for 3-1-3 angles, where the symmetry axis is vertical, the mass matrix has det ∝ sin²ω and the angle ψ turns by π in an instant. The LGVI never uses angles: it updates the rotation matrix itself, R_{ "{" }k+1{ "}" } = R_k F_k, so there is nothing to be singular.
lesson-euler-angles-equation = Paper 004 (74)–(75) for the Euler-angle equations and their singularity at sin ω = 0; the LGVI R_{ "{" }k+1{ "}" } = R_k F_k with F_k from the Cayley equation.
lesson-euler-angles-mark = Euler angles broke down

lesson-geometric-phase-title = The geometric phase: after each period, the body has turned by 2ET/|π| − Λ
lesson-geometric-phase-watch = On the momentum sphere, Π goes round its curve once per period T; the shaded cap is the region that curve encloses, of solid angle Λ. After each period the table under the sphere gives the dynamic part 2ET/|π|, the geometric part Λ, the predicted turn of the body about the spatial angular momentum π, and the turn measured from the run's attitude. With the LGVI at h = 0.01 they agree to about 1.5e-3 rad, the method's second-order error; the fourth-order vi4 beside it agrees to about 2e-6.
lesson-geometric-phase-why = Π comes back to where it was after one period, but the body need not: it has turned about the fixed spatial angular momentum π by an angle Δθ. Montgomery (1991) showed that Δθ = 2ET/|π| − Λ (mod 2π): a dynamic part, which grows with the energy and the time, and a geometric part, the solid angle of the cap Π's curve encloses on its sphere, which depends only on the shape of the curve. It is the cleanest geometric phase in mechanics. The LGVI keeps |Π| and the energy exactly, so Π stays on the exact curve, and the Λ measured from the run agrees with the cap of the model's curve (the last row of the table) to about 1e-9; what remains is the error of the period and of the attitude, of order h².
lesson-geometric-phase-equation = Δθ = 2ET/|π| − Λ (mod 2π) (Montgomery 1991), with Λ the solid angle enclosed by Π's curve on the sphere |Π| = |π|.
lesson-geometric-phase-mark = predicted and measured turns agree

lesson-intermediate-axis-title = The intermediate-axis flip (Dzhanibekov effect): its growth rate, energy exact
lesson-intermediate-axis-watch = The body spins at 5 rad/s about its intermediate axis, nudged by only 1e-5 rad/s about its smallest axis, and flips over every 10 s. In the first three seconds the nudge grows exponentially: the lesson reads the growth rate off the run, the slope of the logarithm of the off-axis part of the angular momentum Π, and sets it beside Euler's rate σ. Then watch the energy readout and the energy plot: the LGVI's energy does not change, to about 1e-15 of its value, flip after flip.
lesson-intermediate-axis-why = Rotation about the intermediate principal axis is unstable. Linearize Euler's equations J Ω̇ = JΩ × Ω about the spin (0, Ω₂, 0): the two off-axis components obey Ω̈₁ = σ²Ω₁ and Ω̈₃ = σ²Ω₃, so a small perturbation grows like e^(σt) until it is as large as the spin, and the body flips; the flips repeat because energy and angular momentum are conserved. About the largest or the smallest axis the sign is the other way: the perturbation only circles. For a free body the LGVI conserves the angular momentum exactly and, as geovi's tests derive, this discrete map conserves the energy exactly as well; its rate differs from σ only by its O(h²) error, 7e-4 at h = 0.01 s.
lesson-intermediate-axis-equation = Euler's rate σ = Ω₂ √((J₂ − J₁)(J₃ − J₂)/(J₁J₃)) (J₁ < J₂ < J₃), here Ω₂ = 5 rad/s and J = diag(1, 2, 3) kg m²: σ = 5/√3 = 2.887 1/s. The LGVI of a free rigid body: R_{ "{" }k+1{ "}" } = R_k F_k, Π_{ "{" }k+1{ "}" } = F_kᵀ Π_k, with F_k from the Cayley equation.
lesson-intermediate-axis-mark = the rate measured, two flips, energy exact

lesson-momentum-sphere-title = The flip is the separatrix; RK4 leaves the sphere
lesson-momentum-sphere-watch = Beside the body, the momentum sphere: the body's angular momentum Π moves on a sphere, along the curves where it meets the energy ellipsoids (thin lines). The green great circles are the separatrices through the intermediate axis ±e2. Each flip of the body is Π running along a separatrix from +e2 to −e2 and back. Read the numbers under the sphere: the LGVI stays on the sphere and on its energy level to round-off; RK4, at this coarse step, leaves both. Press Magnify to draw each run's distance from the sphere enlarged by a power of ten (the factor is written on the sphere): RK4's trace leaves the sphere, the LGVI's stays on it. The baseline is RK4 with its attitude re-projected onto the rotations after each step, so that its body is drawn undeformed; its Π and energy are plain RK4's to the bit.
lesson-momentum-sphere-why = A free body's Π obeys Euler's equation Π̇ = Π × J⁻¹Π, which keeps |Π| and the energy ½Π·J⁻¹Π, so Π is confined to the curve where the sphere and the ellipsoid meet. Spinning near the middle axis, that curve lies next to the separatrix: Π drifts away from +e2 slowly, races along the separatrix to −e2, and comes back. The LGVI updates Π by a rotation (Π_{ "{" }k+1{ "}" } = F_kᵀΠ_k), so |Π| cannot change, and for a free body it keeps the energy exactly as well. RK4 adds a polynomial update to Π, which is not a rotation: |Π| and the energy drift off their values together (the numbers and the gauges under the sphere), about 1e-3 within 20 s here.
lesson-momentum-sphere-equation = Euler's equation Π̇ = Π × J⁻¹Π on the sphere |Π| = const; the LGVI's update Π_{ "{" }k+1{ "}" } = F_kᵀ Π_k with F_k ∈ SO(3) from the Cayley equation.
lesson-momentum-sphere-mark = flips along the separatrix; RK4 off the sphere

lesson-noether-title = Noether's theorem, discretely: the angular momentum is kept
lesson-noether-watch = The second plot: the angular momentum about the vertical axis e3. Gravity does not turn the system about that axis, so the exact motion conserves it. The VI's stays constant to the last digits; RK4's drifts.
lesson-noether-why = The discrete Lagrangian of the VI is invariant under rotations about e3, so by the discrete Noether theorem the discrete flow conserves the corresponding momentum map exactly (up to the solver's round-off). RK4 approximates the motion well but has no such symmetry built in.
lesson-noether-equation = Paper 003, the momentum map J = e3 · Σᵢ qᵢ × Σⱼ Mᵢⱼ q̇ⱼ of the symmetry of (3.1), conserved by (3.10)–(3.13).
lesson-noether-mark = RK4's momentum has drifted

lesson-poincare-section-title = A Poincaré section: the VI's islands stay sharp, RK4's smear
lesson-poincare-section-watch = The section beside the pendulum marks a dot each time the first link swings up through the vertical: the second link's angle across, its angular velocity up. Orange dots are the VI, pink dots RK4, both at the same coarse step h = 0.04 s. The VI's dots trace the same islands and curves for as long as you run it; RK4's wander off them, because every crossing lies on a slightly different energy surface. Click in the section to seed your own orbits at the run's energy.
lesson-poincare-section-why = A section needs thousands of crossings, so it needs long runs, and long runs are where the integrator's structure matters. The VI's map is symplectic: its energy error oscillates in a bounded band around a conserved modified energy, so its crossings stay on one energy surface and the islands stay sharp. RK4 is more accurate per step, but its energy error grows step after step; its section is a blend of sections of ever-different energies.
lesson-poincare-section-equation = Paper 003, (3.10)–(3.13) for a two-link chain with planar data: the implicit VI; the baseline is classical RK4 on (2.10)–(2.11). The crossings are located between steps by cubic Hermite interpolation (docs/sections.md).
lesson-poincare-section-mark = RK4's crossings left the energy surface

lesson-sleeping-top-title = The sleeping top wakes: its multipliers collide on the unit circle and leave it
lesson-sleeping-top-watch = The top stands exactly upright and spins at 20 rad/s; its ghost is the same top nudged by 0.001 rad/s. The stability view draws the multipliers of one step of the upright top: on the unit circle, so it is stable. Lower the spin with the buttons, 18, 17.5, 17, 15 rad/s. At 18 the pairs have moved together on the circle; at 17.5 they have collided and left it, one outside and one inside: the upright top is unstable, and the view gives its growth rate. Below the threshold, 17.72 rad/s for this top, the nudged ghost begins to wobble and falls away from the vertical.
lesson-sleeping-top-why = A spinning top stands upright when its spin is fast enough: gyroscopic forces hold it against gravity's tendency to topple it. Linearized about the upright spin, a small tilt u obeys I₁ü − iI₃ω u̇ − m g l u = 0, whose exponents λ = (iI₃ω ± √(4 m g l I₁ − I₃²ω²))/(2I₁) are imaginary while I₃²ω² > 4 m g l I₁. As the spin drops they move towards each other, meet at the threshold and split off the imaginary axis: a Krein collision, the Hamiltonian Hopf bifurcation. The VI's step is symplectic, so its multipliers can leave the unit circle only this way, in quadruples μ, 1/μ, μ̄, 1/μ̄, at the threshold of the exact top.
lesson-sleeping-top-equation = The sleeping top's condition I₃²ω² > 4 m g l I₁ (I₁ about the pivot): here I₁ = 2, I₃ = 0.5 kg m², m g l = 9.81 J, so ω > 17.72 rad/s; below it the growth rate √(4 m g l I₁ − I₃²ω²)/(2I₁), 1.18 1/s at 15 rad/s. The Lie group VI of paper 004 (the heavy top), linearized by geovi stability.
lesson-sleeping-top-mark = The top is below its threshold and wobbles

lesson-spin-orbit-title = The full body problem: spin and orbit trade angular momentum, the total is kept
lesson-spin-orbit-watch = The readouts: the spin of each body changes as each shape pulls on the other, and so does their orbit, but the total angular momentum about e3 (the second plot, and its readout) stays fixed to its last digits. RK4's total drifts.
lesson-spin-orbit-why = Two shaped bodies do not attract as two points: each one's gravity gives the other a moment, so angular momentum passes between their spins and their orbit. The variational integrator's discrete Lagrangian is invariant under rotations of the whole system, so by the discrete Noether theorem the total angular momentum Σ (x × p + R Π) is kept to round-off while its parts are exchanged. RK4 follows the exchange accurately but keeps no symmetry.
lesson-spin-orbit-equation = Lee, Leok and McClamroch, the full body problem (CMAME 196 (2007)): the discrete flow of Section 3 conserves Σ (x × p + R Π) exactly.
lesson-spin-orbit-mark = The orbit has given a part of its angular momentum to the spins

lesson-stays-on-sphere-title = Staying on the sphere: |q| = 1 to round-off
lesson-stays-on-sphere-watch = The second plot: the constraint error max |‖qᵢ‖ − 1|. The VI's stays at the level of round-off, about 1e-15. RK4's, in pink, grows steadily: RK4 does not know that the bobs live on spheres.
lesson-stays-on-sphere-why = The VI moves each qᵢ by a rotation, qᵢ⁺ = Fᵢ qᵢ with Fᵢ in SO(3), so ‖qᵢ‖ = 1 holds by construction. RK4 adds increments in R³, which leave the sphere a little at every step. Re-projecting RK4 onto the spheres after each step (rk4-projected) restores the constraint but not the energy: the projection is not part of any mechanics, as paper 003 remarks in Example 3.
lesson-stays-on-sphere-equation = Paper 003 (3.11): q_{ "{" }k+1{ "}" } = F_k q_k with F_k ∈ SO(3), solved through the Cayley parameters (3.14)–(3.16).
lesson-stays-on-sphere-mark = RK4 is 1000× further off

lesson-symplectic-area-title = Phase-space area: a symplectic map keeps it
lesson-symplectic-area-watch = Two hundred pendulum swings start on a loop in the phase plane (angle θ against angular velocity θ̇). The panel shows the area the loop encloses, relative to its start: for the VI it stays 1 while the loop shears into a crescent; for explicit Euler it swells by several percent per second.
lesson-symplectic-area-why = The flow of a Hamiltonian system preserves phase-space area (Liouville's theorem), and so does every symplectic map, such as a variational integrator. Explicit Euler multiplies areas by det = 1 + h²g/l every step for small swings: the cloud spreads, which shows up as energy that grows.
lesson-symplectic-area-equation = Paper 003 (3.17)–(3.18), the explicit VI, whose discrete flow is symplectic; the baseline is explicit Euler on (2.10)–(2.11).
lesson-symplectic-area-mark = Euler's area is 10% off

lesson-tangle-title = The tangle: a hyperbolic orbit's manifolds cross, and a seed placed there wanders
lesson-tangle-watch = The pendulum starts beside its Lyapunov orbit about the down-up equilibrium (first link down, second link up). The section view asks Newton for the periodic orbit there, rings it at the edge of the picture (the second link upright: angle ±π) and says it is hyperbolic, μ ≈ 541. Its unstable manifold (warm colour) and its stable manifold (cool colour) leave it and fold across the section. The view also finds a motion that leaves the orbit along the unstable manifold, comes to rest, and retraces its path back along the stable one: its crossings, the diamonds, lie on both manifolds, homoclinic points where the manifolds cross. The view then seeds two orbits at the run's energy: one on the unstable manifold just beside the ring, which follows it out and wanders over the chaotic sea, and one inside the island near (1.15, 3.45), which stays on its closed curve. Press Find periodic orbit and click to try your own.
lesson-tangle-why = A point on both manifolds tends to the periodic orbit in the past and in the future: a homoclinic orbit. Once the two manifolds cross transversally at one point they cross at infinitely many (the return map carries crossings to crossings), and the folds between them pile up on the orbit: Poincaré's homoclinic tangle. Near it the return map contains Smale's horseshoe, on which the motion is as random as coin tosses, so a seed placed in the tangle wanders. The VI's map is symplectic and has this structure too: its own hyperbolic orbit, with multipliers μ and 1/μ exactly paired, and its own tangle.
lesson-tangle-equation = The orbit is a fixed point x* = P(x*) of the return map (N = 169 steps of the VI at h = 0.01 s); its multipliers are the eigenvalues of DP(x*). The unstable manifold is the set of points whose past tends to x*, grown from x* + δ μ^(k/K) v (δ = 1e-6, K = 64 seeds, more added where two points lie over 1/100 of the picture apart, 3 returns); the stable one likewise under P⁻¹ (docs/sections.md).
lesson-tangle-mark = the manifolds cross; a seed in the tangle wanders

lesson-tracking-title = Tracking a helix: the geometric controller's errors converge; the small-angle design lags
lesson-tracking-watch = The paper's first case: the quadrotor starts level at the origin, 60 cm from the purple helix it must follow while its heading turns at half a turn per second. The geometric controller's position error |eₓ| and attitude error Ψ fall by orders of magnitude in a few seconds (the second plot, log scale); from 6 s on it stays within a millimetre of the curve. The ghost, a PD in Euler angles with the same gains, keeps missing it by 8 to 20 cm.
lesson-tracking-why = To follow a curve this fast the quadrotor must tilt a lot and keep changing its tilt. The geometric controller computes the attitude the curve needs, and how fast it turns, exactly on SO(3). The Euler-angle PD was designed for hovering, where the tilt is small and the thrust points up: on this curve those approximations are wrong, and so is its feed-forward.
lesson-tracking-equation = Lee, Leok and McClamroch (CDC 2010), case (i): x_d = [0.4 t, 0.4 sin πt, 0.6 cos πt], b1d = [cos πt, sin πt, 0]; f = −A · R e3 with A = −kx ex − kv ev − m g e3 + m ẍd; Rc = [b2c × b3c, b2c, b3c], b3c = −A/|A|.
lesson-tracking-mark = The geometric controller tracks the helix to a millimetre; the Euler-angle PD misses it by centimetres

lesson-unit-circle-title = The unit circle: the VI's multipliers stay on it, RK4's fall inside
lesson-unit-circle-watch = The spherical pendulum hangs at rest, and both runs take the same coarse step h = 0.5 s, a quarter of a swing. The stability view draws the multipliers of one step: how much a small swing grows or shrinks per step and how far it turns. The VI's (circles) sit on the unit circle; RK4's (triangles) lie inside it, at |μ| ≈ 0.93: every small swing RK4 takes spirals in, losing 7 % of its amplitude per step.
lesson-unit-circle-why = Hanging at rest is an elliptic equilibrium: a small swing neither grows nor decays, so the exact flow's multipliers e^(±iωh) lie on the unit circle. A symplectic map keeps the area of every small loop of states, so the product of a pair of multipliers is 1, and a complex pair on the circle has to stay there: the VI's swings keep their size at any step. RK4 is not symplectic: its step multiplies a swing by R(iωh) = 1 + z + z²/2 + z³/6 + z⁴/24 with z = iωh, whose modulus is below 1, so the swing decays like a damped one, more the coarser the step.
lesson-unit-circle-equation = The test equation ẏ = iωy with ω = √(g/l) = 3.13 rad/s: |R(iωh)|² = 1 − (ωh)⁶/72 + (ωh)⁸/576 for RK4 (0.926² at h = 0.5 s); the VI's multipliers e^(±iθ) of the discrete Euler–Lagrange equations (3.10)–(3.13) of paper 003 on S².
lesson-unit-circle-mark = RK4's multipliers lie inside the circle

lesson-upside-down-title = Upside down: the geometric controller turns back; the Euler-angle controller settles in the wrong place
lesson-upside-down-watch = Both quadrotors start pitched 178 degrees, almost upside down, and are told to hover at the origin. The geometric controller turns over and comes back to the purple marker. The ghost, a PD controller in Euler angles with the same gains, turns over too, then stops level about 3.85 m away and stays there, its errors in Euler angles all zero.
lesson-upside-down-why = The Euler-angle design, made for small angles, asks for a pitch angle proportional to how far it is from its target. Falling away while it turns over, it ends up far enough away that the pitch it asks for reaches 360 degrees, and a pitch of 360 degrees is the same attitude as level flight: it sees nothing left to correct. The geometric controller compares rotations themselves, on SO(3), where no such wrap-around exists; its error Ψ = ½ tr(I − Rcᵀ R) is zero only when the attitude is right.
lesson-upside-down-equation = Lee, Leok and McClamroch (CDC 2010): e_R = ½ (Rcᵀ R − Rᵀ Rc)^∨ and M = −kR e_R − kΩ e_Ω + … . The Euler-angle PD commands θc = kx ex / (m g); it hovers level where kx |ex| / (m g) = 2π, |ex| = 2π m g / kx = 3.85 m.
lesson-upside-down-mark = The geometric controller is back at the origin; the Euler-angle controller hovers level 3.85 m away
