# geovi: the core's catalogue (geovi catalogue).
# GENERATED in English by web/tools/i18n-source.mjs; do not edit web/locales/en/ copies by hand.
# Translations: docs/translating.md.

## Spaces
space-s2n-label = Points and pendula on (S²)ⁿ
space-rigid_body-label = Rigid bodies on SO(3)
space-rigid_bodies-label = Rigid bodies in flight on SE(3)
space-product-label = Points, directions and attitudes: (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ

## Integrators
integrator-s2n-vi-summary = Implicit variational integrator: Newton on the Cayley parameters, then the linear velocity update.
integrator-s2n-vi-explicit-summary = Explicit variational integrator for a diagonal inertia matrix: the same discrete flow as vi, no solve.
integrator-s2n-vi-adaptive-summary = Explicit VI with a time-reversible adaptive step that shrinks near close encounters; h is the output interval.
integrator-s2n-vi4-summary = Fourth-order VI: the triple jump of vi-explicit when M is diagonal, of vi otherwise.
integrator-s2n-vi4-suzuki-summary = Fourth-order VI: Suzuki's five-substep composition of vi-explicit when M is diagonal, of vi otherwise; a smaller error than vi4 at equal cost.
integrator-s2n-vi6-summary = Sixth-order VI: Kahan and Li's nine-substep composition of vi-explicit when M is diagonal, of vi otherwise; for long, accurate runs.
integrator-s2n-vi4-implicit-summary = Fourth-order VI: the triple jump of the implicit vi, whatever M is.
integrator-s2n-euler-summary = Explicit Euler on the continuous equations: energy and phase-space area grow every step (a teaching baseline).
integrator-s2n-rk2-summary = Heun's explicit trapezoid on the continuous equations: paper 003's second-order baseline.
integrator-s2n-rk2-projected-summary = rk2, then every q_i normalized and omega_i projected onto its tangent plane.
integrator-s2n-rk4-summary = Classical RK4 on the continuous equations.
integrator-s2n-rk4-projected-summary = rk4, then every q_i normalized and omega_i projected onto its tangent plane.
integrator-s2n-rk45-summary = Adaptive Dormand-Prince; h is the output interval and tolerance the error tolerance.
integrator-rigid_body-vi-summary = Lie group variational integrator: R stays on SO(3), forcing by discrete Lagrange-d'Alembert.
integrator-rigid_body-vi4-summary = Fourth-order LGVI: the triple jump of vi, three Cayley solves per step.
integrator-rigid_body-vi4-suzuki-summary = Fourth-order LGVI: Suzuki's five-substep composition of vi; a smaller error than vi4 at equal cost.
integrator-rigid_body-vi6-summary = Sixth-order LGVI: Kahan and Li's nine-substep composition of vi; for long, accurate runs.
integrator-rigid_body-euler-summary = Explicit Euler on the flat equations: energy grows and R leaves SO(3) (a teaching baseline).
integrator-rigid_body-rk4-summary = Classical RK4 on the flat equations: R leaves SO(3) (negative control).
integrator-rigid_body-rk4-projected-summary = rk4, then R replaced by its nearest rotation after every step.
integrator-rigid_body-rk45-summary = Adaptive Dormand-Prince on (R, Pi); h is the output interval (reference runs).
integrator-rigid_body-rk4-euler313-summary = RK4 on 3-1-3 Euler angles: Lagrange tops only; singular where sin(omega) = 0 (paper 004 (8)).
integrator-rigid_bodies-vi-summary = Variational integrator: each R stays on SO(3), total momentum and angular momentum kept to round-off.
integrator-rigid_bodies-vi4-summary = Fourth-order VI: the triple jump of vi.
integrator-rigid_bodies-vi4-suzuki-summary = Fourth-order VI: Suzuki's five-substep composition of vi.
integrator-rigid_bodies-vi6-summary = Sixth-order VI: Kahan and Li's nine-substep composition of vi.
integrator-rigid_bodies-rk4-summary = Classical RK4 on (x, p, R, Pi): each R leaves SO(3) (negative control).
integrator-rigid_bodies-rk4-projected-summary = rk4, then each R replaced by its nearest rotation after every step.
integrator-rigid_bodies-rk45-summary = Adaptive Dormand-Prince on (x, p, R, Pi); h is the output interval (reference runs).
integrator-product-vi-summary = Variational integrator: directions stay on their spheres and attitudes on SO(3), momenta kept to round-off.
integrator-product-vi4-summary = Fourth-order VI: the triple jump of vi.
integrator-product-vi4-suzuki-summary = Fourth-order VI: Suzuki's five-substep composition of vi.
integrator-product-vi6-summary = Sixth-order VI: Kahan and Li's nine-substep composition of vi.
integrator-product-rk4-summary = Classical RK4 on (z, z', R, Pi): directions leave their spheres and R leaves SO(3) (negative control).
integrator-product-rk4-projected-summary = rk4, then each direction normalized and each R replaced by its nearest rotation after every step.
integrator-product-rk45-summary = Adaptive Dormand-Prince on (z, z', R, Pi); h is the output interval (reference runs).

## Plot kinds
plot-constraint-label = Constraint error (log)
plot-momentum-label = Momentum map
plot-phase-label = Phase plot
plot-tracking-label = Tracking errors |e_x| and Ψ (log)
plot-rotors-label = Rotor thrusts f₁ … f₄ (N)

## System types and their parameters

type-chain_pendulum-label = Chain of pendula
type-chain_pendulum-summary = Chain of spherical pendula (paper 001 Section V, paper 003 Example 1).
param-chain_pendulum-masses-summary = the bob at the outer end of each link
param-chain_pendulum-lengths-summary = each link's length
param-chain_pendulum-gravity-summary = the acceleration of gravity (e3 points down in the templates)
param-chain_pendulum-forces-summary = nonconservative forces (discrete Lagrange–d'Alembert)
param-chain_pendulum-forces-damping-summary = c_i of the moment −c_i ω_i on each body
param-chain_pendulum-forces-base_torque-summary = a constant moment on link 1 about its pivot
param-chain_pendulum-forces-tip_force-summary = a constant force at the last drawing point (last bob, rod tip)

type-pendulum_array-label = Pendula joined by springs
type-pendulum_array-summary = Spherical pendula on their own pivots joined by springs (paper 003 Example 3).
param-pendulum_array-masses-summary = each bob
param-pendulum_array-lengths-summary = each link
param-pendulum_array-pivots-summary = each pendulum's fixed pivot
param-pendulum_array-springs-summary = linear springs between link midpoints
param-pendulum_array-springs-between-summary = the two pendula it joins (1-based, different)
param-pendulum_array-springs-stiffness-summary = joins the links' midpoints; rest length = the pivots' distance
param-pendulum_array-gravity-summary = the acceleration of gravity (e3 points down in the paper's examples)
param-pendulum_array-forces-summary = nonconservative forces (discrete Lagrange–d'Alembert)
param-pendulum_array-forces-damping-summary = c_i of the moment −c_i ω_i on each body
param-pendulum_array-forces-base_torque-summary = a constant moment on link 1 about its pivot
param-pendulum_array-forces-tip_force-summary = a constant force at the last drawing point (last bob, rod tip)

type-elastic_rod-label = Elastic rod
type-elastic_rod-summary = Rod of rigid elements with bending springs (paper 003 Example 4).
param-elastic_rod-elements-summary = free elements n (the bodies); the clamped one comes on top
param-elastic_rod-mass-summary = the whole rod, shared equally by its n + 1 elements
param-elastic_rod-length-summary = the whole rod, shared equally by its n + 1 elements
param-elastic_rod-stiffness-summary = κ_i of the bending energy ½ κ_i (1 − q_{ "{" }i−1{ "}" }·q_i)²
param-elastic_rod-clamped-summary = the fixed direction of the clamped element (a unit vector)
param-elastic_rod-gravity-summary = the acceleration of gravity (e3 points down in the paper's examples)
param-elastic_rod-forces-summary = nonconservative forces (discrete Lagrange–d'Alembert)
param-elastic_rod-forces-damping-summary = c_i of the moment −c_i ω_i on each body
param-elastic_rod-forces-base_torque-summary = a constant moment on link 1 about its pivot
param-elastic_rod-forces-tip_force-summary = a constant force at the last drawing point (last bob, rod tip)

type-sphere_nbody-label = Bodies on a sphere
type-sphere_nbody-summary = Gravitating bodies on a sphere (paper 003 Example 2).
param-sphere_nbody-masses-summary = each body, on the unit sphere
param-sphere_nbody-gamma-summary = γ of V = −γ Σ cot θ_ij: attraction when positive
param-sphere_nbody-forces-summary = nonconservative forces (discrete Lagrange–d'Alembert)
param-sphere_nbody-forces-damping-summary = c_i of the moment −c_i ω_i on each body
param-sphere_nbody-forces-base_torque-summary = a constant moment on link 1 about its pivot
param-sphere_nbody-forces-tip_force-summary = a constant force at the last drawing point (last bob, rod tip)

type-dipole_array-label = Magnetic dipoles
type-dipole_array-summary = Pivoted magnetic dipoles (paper 003 Example 5).
param-dipole_array-masses-summary = each magnet, a uniform bar turning about its centre
param-dipole_array-lengths-summary = each magnet
param-dipole_array-moments-summary = each magnet's dipole moment, along q_i
param-dipole_array-pivots-summary = each magnet's centre; no two may coincide (no default)
param-dipole_array-permeability-summary = μ of the medium
param-dipole_array-forces-summary = nonconservative forces (discrete Lagrange–d'Alembert)
param-dipole_array-forces-damping-summary = c_i of the moment −c_i ω_i on each body
param-dipole_array-forces-base_torque-summary = a constant moment on link 1 about its pivot
param-dipole_array-forces-tip_force-summary = a constant force at the last drawing point (last bob, rod tip)

type-molecules-label = Molecules on a sphere
type-molecules-summary = Lennard-Jones molecules on a sphere (paper 003 Example 6).
param-molecules-mass-summary = every molecule's
param-molecules-epsilon-summary = ε, the depth of the pair potential 4ε[(σ/d)¹² − (σ/d)⁶]
param-molecules-sigma-summary = σ, where the pair potential vanishes (d: chord distance on the unit sphere)
param-molecules-cutoff-summary = r_c: a shifted-force potential with a cell list, O(n) per step, up to 40962 molecules; absent: all pairs
param-molecules-forces-summary = nonconservative forces (discrete Lagrange–d'Alembert)
param-molecules-forces-damping-summary = c_i of the moment −c_i ω_i on each body
param-molecules-forces-base_torque-summary = a constant moment on link 1 about its pivot
param-molecules-forces-tip_force-summary = a constant force at the last drawing point (last bob, rod tip)

type-s2n-label = Generic (S²)ⁿ system
type-s2n-summary = A generic system: inertia matrix, material points and a list of potential terms.
param-s2n-inertia-summary = M of T = ½ Σ M_ij q̇_i·q̇_j: n × n, symmetric positive-definite
param-s2n-points-summary = material points: bobs, pivots, tips
param-s2n-points-offset-summary = x = offset + Σ c q_link
param-s2n-points-on-summary = [link, c] pairs, at most n
param-s2n-points-on-link-summary = 1-based, at most n
param-s2n-points-on-coefficient-summary = c of c q_link
param-s2n-points-mass-summary = for gravity and drawing
param-s2n-segments-summary = lines drawn between points
param-s2n-segments-from-summary = a point number (1-based)
param-s2n-segments-to-summary = a point number (1-based)
param-s2n-style-summary = how the page draws it
param-s2n-gravity-summary = the acceleration of gravity (e3 points down in the paper's examples)
param-s2n-potentials-summary = potential terms (Catalogue.terms)
param-s2n-forces-summary = nonconservative forces (discrete Lagrange–d'Alembert)
param-s2n-forces-damping-summary = c_i of the moment −c_i ω_i on each body
param-s2n-forces-base_torque-summary = a constant moment on link 1 about its pivot
param-s2n-forces-tip_force-summary = a constant force at the last drawing point (last bob, rod tip)

type-rigid_body-label = Free rigid body
type-rigid_body-summary = Free rigid body (paper 002, SO(3) example).
param-rigid_body-inertia-summary = J about the centre of mass, body frame: symmetric positive-definite
param-rigid_body-forcing-summary = nonconservative loads (discrete Lagrange–d'Alembert)
param-rigid_body-forcing-constant_moment-summary = a moment fixed in space (not conservative)
param-rigid_body-forcing-constant_moment-moment-summary = fixed in space (world frame)
param-rigid_body-forcing-follower_force-summary = a force fixed in the body, acting at a body point
param-rigid_body-forcing-follower_force-point-summary = where it acts (body frame)
param-rigid_body-forcing-follower_force-force-summary = fixed in the body (body frame)

type-heavy_top-label = Heavy top
type-heavy_top-summary = Rigid body on a fixed point under gravity, with optional loads (paper 004).
param-heavy_top-inertia-summary = J about the fixed point (the pivot), body frame: symmetric positive-definite
param-heavy_top-mass-summary = the whole body
param-heavy_top-com-summary = the centre of mass from the pivot (body frame)
param-heavy_top-gravity-summary = the acceleration of gravity (world frame)
param-heavy_top-forcing-summary = nonconservative loads (discrete Lagrange–d'Alembert)
param-heavy_top-forcing-constant_moment-summary = a moment fixed in space (not conservative)
param-heavy_top-forcing-constant_moment-moment-summary = fixed in space (world frame)
param-heavy_top-forcing-follower_force-summary = a force fixed in the body, acting at a body point
param-heavy_top-forcing-follower_force-point-summary = where it acts (body frame)
param-heavy_top-forcing-follower_force-force-summary = fixed in the body (body frame)

type-pendulum_3d-label = 3D pendulum
type-pendulum_3d-summary = A rigid body hanging from a spherical joint: a heavy top below its pivot.
param-pendulum_3d-inertia-summary = J about the fixed point (the pivot), body frame: symmetric positive-definite
param-pendulum_3d-mass-summary = the whole body
param-pendulum_3d-com-summary = the centre of mass from the pivot (body frame)
param-pendulum_3d-gravity-summary = the acceleration of gravity (world frame)
param-pendulum_3d-forcing-summary = nonconservative loads (discrete Lagrange–d'Alembert)
param-pendulum_3d-forcing-constant_moment-summary = a moment fixed in space (not conservative)
param-pendulum_3d-forcing-constant_moment-moment-summary = fixed in space (world frame)
param-pendulum_3d-forcing-follower_force-summary = a force fixed in the body, acting at a body point
param-pendulum_3d-forcing-follower_force-point-summary = where it acts (body frame)
param-pendulum_3d-forcing-follower_force-force-summary = fixed in the body (body frame)

type-satellite-label = Satellite on a circular orbit
type-satellite-summary = Gravity-gradient satellite on a circular orbit (paper 004 (83)-(90)).
param-satellite-inertia-summary = J about the centre of mass, body frame: symmetric positive-definite
param-satellite-mean_motion-summary = n, the orbit's angular rate; give it or orbit
param-satellite-orbit-summary = instead of mean_motion: n = √(μ/r³)
param-satellite-orbit-mu-summary = GM of the central body
param-satellite-orbit-radius-summary = of the circular orbit

type-rigid_bodies-label = Rigid bodies in flight
type-rigid_bodies-summary = Rigid bodies in flight under uniform gravity and their mutual gravity (the full body problem).
param-rigid_bodies-bodies-summary = each given by its points or its mass and inertia
param-rigid_bodies-bodies-points-summary = point masses fixed in the body, about its centre of mass (body frame)
param-rigid_bodies-bodies-masses-summary = one per point
param-rigid_bodies-bodies-mass-summary = instead of points: the whole body (it then feels gravity only, G = 0)
param-rigid_bodies-bodies-inertia-summary = with mass: J about the centre of mass, body frame: symmetric positive-definite
param-rigid_bodies-G-summary = the constant of the mutual gravity between points
param-rigid_bodies-gravity-summary = uniform gravity (world frame)

type-quadrotor_load-label = Quadrotor with a slung load
type-quadrotor_load-summary = A quadrotor carrying a load on a cable (R³ × S² × SO(3)), with scheduled thrust and moment.
param-quadrotor_load-mass-summary = the quadrotor's mass
param-quadrotor_load-inertia-summary = the quadrotor's J about its centre of mass, body frame
param-quadrotor_load-load_mass-summary = the load, a point mass at the cable's end
param-quadrotor_load-cable_length-summary = the taut, massless cable
param-quadrotor_load-gravity-summary = uniform gravity (world frame; e₃ points down)
param-quadrotor_load-thrust-summary = the rotors' total thrust at t = 0, along −R e₃
param-quadrotor_load-moment-summary = the rotors' moment at t = 0 (body frame)
param-quadrotor_load-schedule-summary = later inputs, in time order; linear between knots
param-quadrotor_load-schedule-t-summary = when these inputs hold (linear from the knot before; two at one time: a jump)
param-quadrotor_load-schedule-thrust-summary = the rotors' total thrust, along −R e₃
param-quadrotor_load-schedule-moment-summary = the rotors' moment (body frame)
param-quadrotor_load-arm-summary = the distance d from the centre to each rotor (under a controller)
param-quadrotor_load-torque_coefficient-summary = c_τf: a rotor's drag moment per newton (under a controller)

type-quadrotor-label = Quadrotor under control
type-quadrotor-summary = A quadrotor on SE(3) (R³ × SO(3)) under a controller: Lee's geometric tracking or a PD in Euler angles.
param-quadrotor-mass-summary = the quadrotor's mass
param-quadrotor-inertia-summary = J about its centre of mass, body frame
param-quadrotor-arm-summary = the distance d from the centre to each rotor
param-quadrotor-torque_coefficient-summary = c_τf: a rotor's drag moment per newton of thrust
param-quadrotor-gravity-summary = uniform gravity (world frame; e₃ points down)

## Potential terms and their parameters

term-spring-label = Spring
term-spring-summary = Linear spring between two material points (paper 003 Example 3).
param-spring-between-summary = the two material points it joins (1-based)
param-spring-stiffness-summary = k of ½ k (‖x_b − x_a‖ − L)²
param-spring-rest_length-summary = L

term-bending-label = Bending springs
term-bending-summary = Bending springs between neighbouring links, the first clamped (paper 003 Example 4).
param-bending-stiffness-summary = κ_i of Σ ½ κ_i (1 − q_{ "{" }i−1{ "}" }·q_i)², q_0 the clamped direction
param-bending-clamped-summary = q_0, the fixed direction before link 1 (a unit vector)

term-sphere_gravity-label = Gravity on the sphere
term-sphere_gravity-summary = Gravitational n-body potential on the sphere (paper 003 Example 2).
param-sphere_gravity-gamma-summary = γ of V = −γ Σ cot θ_ij over all pairs of links: attraction when positive

term-dipoles-label = Magnetic dipoles
term-dipoles-summary = Magnetic dipole-dipole interaction of pivoted magnets (paper 003 Example 5).
param-dipoles-pivots-summary = where each link's dipole sits; no two may coincide (no default)
param-dipoles-moments-summary = each link's dipole moment, along q_i
param-dipoles-permeability-summary = μ of the medium

term-lennard_jones-label = Lennard-Jones
term-lennard_jones-summary = Lennard-Jones pair potential over all pairs (paper 003 Example 6).
param-lennard_jones-epsilon-summary = ε of 4ε[(σ/d)¹² − (σ/d)⁶] over all pairs of links
param-lennard_jones-sigma-summary = σ, where the pair potential vanishes (d: chord distance of q_i, q_j)

## Controllers (a quadrotor's control block, docs/control.md) and their parameters

controller-se3_tracking-label = Geometric tracking on SE(3) (Lee, Leok & McClamroch 2010)
param-se3_tracking-kx-summary = position gain k_x
param-se3_tracking-kv-summary = velocity gain k_v
param-se3_tracking-kR-summary = attitude gain k_R
param-se3_tracking-kOmega-summary = angular velocity gain k_Ω
param-se3_tracking-max_rotor_thrust-summary = each rotor's largest thrust (rotors then give 0 … this)
param-se3_tracking-baseline-summary = the controller the page flies beside this one
param-se3_tracking-trajectory-summary = the desired position and heading over time
param-se3_tracking-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), per axis
param-se3_tracking-trajectory-center-summary = the curve's centre at t = 0
param-se3_tracking-trajectory-velocity-summary = its drift
param-se3_tracking-trajectory-amplitude-summary = each axis's swing
param-se3_tracking-trajectory-frequency-summary = each axis's angular frequency
param-se3_tracking-trajectory-phase-summary = each axis's phase
param-se3_tracking-trajectory-heading-summary = the desired heading b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-se3_tracking-trajectory-heading-angle-summary = b₁d's angle from e₁ at t = 0
param-se3_tracking-trajectory-heading-rate-summary = how fast b₁d turns about e₃

controller-euler_pd-label = PD in 3-2-1 Euler angles, designed about hover (the textbook baseline)
param-euler_pd-kx-summary = position gain k_x
param-euler_pd-kv-summary = velocity gain k_v
param-euler_pd-kR-summary = attitude gain k_R
param-euler_pd-kOmega-summary = angular velocity gain k_Ω
param-euler_pd-max_rotor_thrust-summary = each rotor's largest thrust (rotors then give 0 … this)
param-euler_pd-baseline-summary = the controller the page flies beside this one
param-euler_pd-trajectory-summary = the desired position and heading over time
param-euler_pd-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), per axis
param-euler_pd-trajectory-center-summary = the curve's centre at t = 0
param-euler_pd-trajectory-velocity-summary = its drift
param-euler_pd-trajectory-amplitude-summary = each axis's swing
param-euler_pd-trajectory-frequency-summary = each axis's angular frequency
param-euler_pd-trajectory-phase-summary = each axis's phase
param-euler_pd-trajectory-heading-summary = the desired heading b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-euler_pd-trajectory-heading-angle-summary = b₁d's angle from e₁ at t = 0
param-euler_pd-trajectory-heading-rate-summary = how fast b₁d turns about e₃

controller-so3_attitude-label = Attitude tracking on SO(3) alone (Lee et al.'s attitude mode)
param-so3_attitude-kR-summary = attitude gain k_R
param-so3_attitude-kOmega-summary = angular velocity gain k_Ω
param-so3_attitude-max_rotor_thrust-summary = each rotor's largest thrust (rotors then give 0 … this)
param-so3_attitude-baseline-summary = the controller the page flies beside this one
param-so3_attitude-trajectory-summary = the desired attitude over time
param-so3_attitude-trajectory-type-summary = a rest-to-rest turn
param-so3_attitude-trajectory-from-summary = the attitude at the start
param-so3_attitude-trajectory-to-summary = the attitude at the end (less than half a turn away)
param-so3_attitude-trajectory-duration-summary = how long the turn takes

controller-euler_attitude_pd-label = Attitude PD in 3-2-1 Euler angles, designed for small angles (the textbook baseline)
param-euler_attitude_pd-kR-summary = attitude gain k_R
param-euler_attitude_pd-kOmega-summary = angular velocity gain k_Ω
param-euler_attitude_pd-max_rotor_thrust-summary = each rotor's largest thrust (rotors then give 0 … this)
param-euler_attitude_pd-baseline-summary = the controller the page flies beside this one
param-euler_attitude_pd-trajectory-summary = the desired attitude over time
param-euler_attitude_pd-trajectory-type-summary = a rest-to-rest turn
param-euler_attitude_pd-trajectory-from-summary = the attitude at the start
param-euler_attitude_pd-trajectory-to-summary = the attitude at the end (less than half a turn away)
param-euler_attitude_pd-trajectory-duration-summary = how long the turn takes

controller-load_tracking-label = The load's position on its cable (Sreenath, Lee & Kumar 2013)
param-load_tracking-kx-summary = position gain k_x
param-load_tracking-kv-summary = velocity gain k_v
param-load_tracking-kq-summary = cable direction gain k_q
param-load_tracking-kw-summary = cable rate gain k_w
param-load_tracking-kR-summary = attitude gain k_R
param-load_tracking-kOmega-summary = angular velocity gain k_Ω
param-load_tracking-max_rotor_thrust-summary = each rotor's largest thrust (rotors then give 0 … this)
param-load_tracking-baseline-summary = the controller the page flies beside this one
param-load_tracking-trajectory-summary = the desired position and heading over time
param-load_tracking-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), per axis
param-load_tracking-trajectory-center-summary = the curve's centre at t = 0
param-load_tracking-trajectory-velocity-summary = its drift
param-load_tracking-trajectory-amplitude-summary = each axis's swing
param-load_tracking-trajectory-frequency-summary = each axis's angular frequency
param-load_tracking-trajectory-phase-summary = each axis's phase
param-load_tracking-trajectory-heading-summary = the desired heading b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-load_tracking-trajectory-heading-angle-summary = b₁d's angle from e₁ at t = 0
param-load_tracking-trajectory-heading-rate-summary = how fast b₁d turns about e₃

## The health judge (docs/watchdog.md): placeholders are filled with the run's numbers

health-energy-drift-quantity = relative energy error |E − E₀|/|E₀|
health-energy-drift-sentence = The energy is a constant of this motion, but by t = { $time } s its error had grown to { $value } of E₀: with h = { $h } s, { $integrator } is no longer following the motion.
health-energy-drift-advice = Try a smaller h, or a variational integrator, whose energy error stays bounded.

health-energy-jump-quantity = relative energy error |E − E₀|/|E₀|
health-energy-jump-sentence = The energy is a constant of this motion, but by t = { $time } s the energy error had jumped to { $value } of E₀: with h = { $h } s the integrator lost the motion here.
health-energy-jump-advice = Try a smaller h.

health-encounter-unresolved-quantity = relative energy error |E − E₀|/|E₀|
health-encounter-unresolved-sentence = Bodies { $bodyA } and { $bodyB } passed within { $encounterDistance } of each other (the sine of their angle) near t = { $encounterTime } s, and by t = { $time } s the energy error had jumped to { $value } of E₀. A fixed step of h = { $h } s cannot resolve so close an encounter.
health-encounter-unresolved-advice = Try vi-adaptive, which shrinks its step near encounters, or a much smaller h.

health-encounter-collision-quantity = relative energy error |E − E₀|/|E₀|
health-encounter-collision-sentence = Bodies { $bodyA } and { $bodyB } passed within { $encounterDistance } of each other (the sine of their angle) near t = { $encounterTime } s, and by t = { $time } s the energy error had jumped to { $value } of E₀. Even an adaptive step could not follow this encounter: the bodies (nearly) collided, where the potential −γ cot θ is singular.
health-encounter-collision-advice = Nothing past this point is the motion of the bodies: reset, or change the initial state.

health-encounter-bodies-quantity = relative energy error |E − E₀|/|E₀|
health-encounter-bodies-sentence = Points of bodies { $bodyA } and { $bodyB } came within { $encounterDistance } of the bodies' combined size of each other near t = { $encounterTime } s: the bodies overlap. By t = { $time } s the energy error had jumped to { $value } of E₀: with h = { $h } s the step cannot follow point masses passing so close.
health-encounter-bodies-advice = Nothing past this point is the motion of two solid bodies: start them further apart or slower, or use a much smaller h.

health-rotation-per-step-quantity = the largest rotation of a body in one step, h·|ω| (rad)
health-rotation-per-step-sentence = At t = { $time } s a body turns by { $value } rad in one step of h = { $h } s: what drives it (a forcing or a controller) has spun it up beyond what this step can follow.
health-rotation-per-step-advice = Try a smaller h; a forced system may also simply keep gaining energy.

health-solver-iterations-quantity = implicit solver iterations in one step
health-solver-iterations-sentence = At t = { $time } s the implicit solver needed { $value } iterations for one step: the motion is getting too fast for h = { $h } s.
health-solver-iterations-advice = Try a smaller h.

health-manifold-sphere-quantity = how far a body is off its unit sphere, max_i |‖q_i‖ − 1|
health-manifold-sphere-sentence = By t = { $time } s (step { $step }) body { $bodyA } had left its sphere: its distance from the centre of its sphere was off by { $value }. It is drawn in the wrong place, and the energy and momentum computed from it no longer describe the system: with h = { $h } s, { $integrator } does not keep the bodies on their spheres.
health-manifold-sphere-advice = Try a variational integrator, which keeps every body on its sphere exactly, or rk4-projected, or a smaller h.

health-manifold-rotation-quantity = how far R is from a rotation, ‖RᵀR − I‖ (Frobenius norm)
health-manifold-rotation-sentence = By t = { $time } s (step { $step }) the body's attitude R was no longer a rotation: ‖RᵀR − I‖ had grown to { $value } (it is 0 for a rotation). The body is drawn stretched or squashed, and the energy and momentum computed from R no longer describe the system: with h = { $h } s, { $integrator } does not keep R a rotation.
health-manifold-rotation-advice = Try the Lie group VI (vi), which keeps R a rotation exactly, or rk4-projected, or a smaller h.

health-explicit-no-solution-sentence = The explicit VI could not take its next step at t = { $time } s: a body would turn by a quarter turn or more in one step of h = { $h } s (equation (3.17) has no solution).
health-explicit-no-solution-advice = Try vi-adaptive or a smaller h.

health-adaptive-step-sentence = The adaptive VI could not choose its next step at t = { $time } s: two bodies are colliding, where the equations are singular.
health-adaptive-step-advice = Nothing after this point is the motion of the bodies.

health-implicit-newton-sentence = The implicit VI could not solve for the next state at t = { $time } s: the motion is too fast for a step of h = { $h } s.
health-implicit-newton-advice = Try a smaller h.

health-lie-group-newton-sentence = The Lie group VI could not solve for the next rotation at t = { $time } s: the body turns by nearly half a turn per step of h = { $h } s (what drives it, a forcing or a controller, has spun it up).
health-lie-group-newton-advice = Try a smaller h.

health-euler-angle-singular-sentence = The Euler-angle integrator broke down at t = { $time } s: the top's axis passed near the vertical, where 3-1-3 Euler angles are singular.
health-euler-angle-singular-advice = The Lie group VI has no such singularity: try vi.

health-rk45-underflow-sentence = RK45 could not find a small enough step at t = { $time } s: the bodies (nearly) collided, where the equations themselves are singular.
health-rk45-underflow-advice = Nothing after this point is the motion of the bodies.

health-control-undefined-sentence = The controller's command was undefined at t = { $time } s: the force it asked for vanished, or the heading it was given lies along the thrust it asked for, so no attitude can be commanded.
health-control-undefined-advice = Change the trajectory or the gains; a hover's desired force is never zero under gravity.

health-non-finite-sentence = The state became infinite or undefined at t = { $time } s: the integrator lost the motion.
health-non-finite-advice = Try a smaller h.

health-failure-sentence = { $integrator } stopped at t = { $time } s: it reported a numerical failure.
health-failure-advice = Try a smaller h.
