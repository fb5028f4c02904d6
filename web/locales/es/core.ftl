# geovi: the core's catalogue (geovi catalogue), Spanish (es).
# Translated from English (web/locales/en/core.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: el catálogo del núcleo, en español (es).
# Traducido del inglés (web/locales/en/core.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.
# Las correcciones son bienvenidas: docs/translating.md.

## Spaces
space-s2n-label = Puntos y péndulos en (S²)ⁿ
space-rigid_body-label = Cuerpos rígidos en SO(3)
space-rigid_bodies-label = Cuerpos rígidos en vuelo en SE(3)
space-product-label = Puntos, direcciones y orientaciones: (R³)ᵐ × (S²)ⁿ × SO(3)ᵏ

## Integrators
integrator-s2n-vi-summary = Integrador variacional implícito: Newton sobre los parámetros de Cayley y, después, la actualización lineal de la velocidad.
integrator-s2n-vi-explicit-summary = Integrador variacional explícito para una matriz de inercia diagonal: el mismo flujo discreto que vi, sin resolver ningún sistema.
integrator-s2n-vi-adaptive-summary = VI explícito con un paso adaptativo reversible en el tiempo que se reduce en los encuentros cercanos; h es el intervalo de salida.
integrator-s2n-vi4-summary = VI de cuarto orden: el triple salto de vi-explicit si M es diagonal y de vi en otro caso.
integrator-s2n-vi4-suzuki-summary = VI de cuarto orden: la composición de Suzuki de cinco subpasos de vi-explicit si M es diagonal y de vi en otro caso; menor error que vi4 con el mismo coste.
integrator-s2n-vi6-summary = VI de sexto orden: la composición de Kahan y Li de nueve subpasos de vi-explicit si M es diagonal y de vi en otro caso; para simulaciones largas y precisas.
integrator-s2n-vi4-implicit-summary = VI de cuarto orden: el triple salto del vi implícito, sea cual sea M.
integrator-s2n-euler-summary = Euler explícito sobre las ecuaciones continuas: la energía y el área en el espacio de fases crecen en cada paso (una referencia didáctica).
integrator-s2n-rk2-summary = El trapecio explícito de Heun sobre las ecuaciones continuas: el método de referencia de segundo orden del paper 003.
integrator-s2n-rk2-projected-summary = rk2 y, después, cada q_i normalizado y cada omega_i proyectado sobre su plano tangente.
integrator-s2n-rk4-summary = RK4 clásico sobre las ecuaciones continuas.
integrator-s2n-rk4-projected-summary = rk4 y, después, cada q_i normalizado y cada omega_i proyectado sobre su plano tangente.
integrator-s2n-rk45-summary = Dormand-Prince adaptativo; h es el intervalo de salida y tolerance la tolerancia del error.
integrator-rigid_body-vi-summary = Integrador variacional en grupos de Lie: R permanece en SO(3); fuerzas según Lagrange-d'Alembert discreto.
integrator-rigid_body-vi4-summary = LGVI de cuarto orden: el triple salto de vi, tres resoluciones de Cayley por paso.
integrator-rigid_body-vi4-suzuki-summary = LGVI de cuarto orden: la composición de Suzuki de cinco subpasos de vi; menor error que vi4 con el mismo coste.
integrator-rigid_body-vi6-summary = LGVI de sexto orden: la composición de Kahan y Li de nueve subpasos de vi; para simulaciones largas y precisas.
integrator-rigid_body-euler-summary = Euler explícito sobre las ecuaciones planas: la energía crece y R se sale de SO(3) (una referencia didáctica).
integrator-rigid_body-rk4-summary = RK4 clásico sobre las ecuaciones planas: R se sale de SO(3) (control negativo).
integrator-rigid_body-rk4-projected-summary = rk4 y, después de cada paso, R sustituida por la rotación más cercana.
integrator-rigid_body-rk45-summary = Dormand-Prince adaptativo sobre (R, Pi); h es el intervalo de salida (simulaciones de referencia).
integrator-rigid_body-rk4-euler313-summary = RK4 en ángulos de Euler 3-1-3: solo trompos de Lagrange; singular donde sin(omega) = 0 (paper 004 (8)).
integrator-rigid_bodies-vi-summary = Integrador variacional: cada R permanece en SO(3); el momento lineal y el momento angular totales se conservan hasta el redondeo.
integrator-rigid_bodies-vi4-summary = VI de cuarto orden: el triple salto de vi.
integrator-rigid_bodies-vi4-suzuki-summary = VI de cuarto orden: la composición de Suzuki de cinco subpasos de vi.
integrator-rigid_bodies-vi6-summary = VI de sexto orden: la composición de Kahan y Li de nueve subpasos de vi.
integrator-rigid_bodies-rk4-summary = RK4 clásico sobre (x, p, R, Pi): cada R se sale de SO(3) (control negativo).
integrator-rigid_bodies-rk4-projected-summary = rk4 y, después de cada paso, cada R sustituida por la rotación más cercana.
integrator-rigid_bodies-rk45-summary = Dormand-Prince adaptativo sobre (x, p, R, Pi); h es el intervalo de salida (simulaciones de referencia).
integrator-product-vi-summary = Integrador variacional: las direcciones permanecen en sus esferas y las orientaciones en SO(3); los momentos se conservan hasta el redondeo.
integrator-product-vi4-summary = VI de cuarto orden: el triple salto de vi.
integrator-product-vi4-suzuki-summary = VI de cuarto orden: la composición de Suzuki de cinco subpasos de vi.
integrator-product-vi6-summary = VI de sexto orden: la composición de Kahan y Li de nueve subpasos de vi.
integrator-product-rk4-summary = RK4 clásico sobre (z, z', R, Pi): las direcciones salen de sus esferas y R sale de SO(3) (control negativo).
integrator-product-rk4-projected-summary = rk4 y, tras cada paso, cada dirección normalizada y cada R sustituida por la rotación más cercana.
integrator-product-rk45-summary = Dormand-Prince adaptativo sobre (z, z', R, Pi); h es el intervalo de salida (simulaciones de referencia).

## Plot kinds
plot-constraint-label = Error de la ligadura (log)
plot-momentum-label = Aplicación momento
plot-phase-label = Diagrama de fases
plot-tracking-label = Errores de seguimiento |e_x| y Ψ (log)
plot-rotors-label = Empujes de los rotores f₁ … f₄ (N)

## System types and their parameters

type-chain_pendulum-label = Cadena de péndulos
type-chain_pendulum-summary = Cadena de péndulos esféricos (paper 001, Sección V; paper 003, Ejemplo 1).
param-chain_pendulum-masses-summary = la masa en el extremo exterior de cada eslabón
param-chain_pendulum-lengths-summary = la longitud de cada eslabón
param-chain_pendulum-gravity-summary = la aceleración de la gravedad (en las plantillas, e3 apunta hacia abajo)
param-chain_pendulum-forces-summary = fuerzas no conservativas (Lagrange–d'Alembert discreto)
param-chain_pendulum-forces-damping-summary = c_i del momento −c_i ω_i sobre cada cuerpo
param-chain_pendulum-forces-base_torque-summary = un momento constante sobre el eslabón 1 respecto de su pivote
param-chain_pendulum-forces-tip_force-summary = una fuerza constante en el último punto dibujado (la última masa, el extremo de la varilla)

type-pendulum_array-label = Péndulos unidos por resortes
type-pendulum_array-summary = Péndulos esféricos, cada uno con su propio pivote, unidos por resortes (paper 003, Ejemplo 3).
param-pendulum_array-masses-summary = cada masa
param-pendulum_array-lengths-summary = cada eslabón
param-pendulum_array-pivots-summary = el pivote fijo de cada péndulo
param-pendulum_array-springs-summary = resortes lineales entre los puntos medios de los eslabones
param-pendulum_array-springs-between-summary = los dos péndulos que une (numerados desde 1, distintos)
param-pendulum_array-springs-stiffness-summary = une los puntos medios de los eslabones; longitud natural = la distancia entre los pivotes
param-pendulum_array-gravity-summary = la aceleración de la gravedad (en los ejemplos del artículo, e3 apunta hacia abajo)
param-pendulum_array-forces-summary = fuerzas no conservativas (Lagrange–d'Alembert discreto)
param-pendulum_array-forces-damping-summary = c_i del momento −c_i ω_i sobre cada cuerpo
param-pendulum_array-forces-base_torque-summary = un momento constante sobre el eslabón 1 respecto de su pivote
param-pendulum_array-forces-tip_force-summary = una fuerza constante en el último punto dibujado (la última masa, el extremo de la varilla)

type-elastic_rod-label = Varilla elástica
type-elastic_rod-summary = Varilla de elementos rígidos con resortes de flexión (paper 003, Ejemplo 4).
param-elastic_rod-elements-summary = n elementos libres (los cuerpos); el empotrado se añade encima
param-elastic_rod-mass-summary = la de toda la varilla, repartida por igual entre sus n + 1 elementos
param-elastic_rod-length-summary = la de toda la varilla, repartida por igual entre sus n + 1 elementos
param-elastic_rod-stiffness-summary = κ_i de la energía de flexión ½ κ_i (1 − q_{ "{" }i−1{ "}" }·q_i)²
param-elastic_rod-clamped-summary = la dirección fija del elemento empotrado (un vector unitario)
param-elastic_rod-gravity-summary = la aceleración de la gravedad (en los ejemplos del artículo, e3 apunta hacia abajo)
param-elastic_rod-forces-summary = fuerzas no conservativas (Lagrange–d'Alembert discreto)
param-elastic_rod-forces-damping-summary = c_i del momento −c_i ω_i sobre cada cuerpo
param-elastic_rod-forces-base_torque-summary = un momento constante sobre el eslabón 1 respecto de su pivote
param-elastic_rod-forces-tip_force-summary = una fuerza constante en el último punto dibujado (la última masa, el extremo de la varilla)

type-sphere_nbody-label = Cuerpos sobre una esfera
type-sphere_nbody-summary = Cuerpos que se atraen gravitatoriamente sobre una esfera (paper 003, Ejemplo 2).
param-sphere_nbody-masses-summary = cada cuerpo, sobre la esfera unidad
param-sphere_nbody-gamma-summary = γ de V = −γ Σ cot θ_ij: atracción si es positivo
param-sphere_nbody-forces-summary = fuerzas no conservativas (Lagrange–d'Alembert discreto)
param-sphere_nbody-forces-damping-summary = c_i del momento −c_i ω_i sobre cada cuerpo
param-sphere_nbody-forces-base_torque-summary = un momento constante sobre el eslabón 1 respecto de su pivote
param-sphere_nbody-forces-tip_force-summary = una fuerza constante en el último punto dibujado (la última masa, el extremo de la varilla)

type-dipole_array-label = Dipolos magnéticos
type-dipole_array-summary = Dipolos magnéticos pivotantes (paper 003, Ejemplo 5).
param-dipole_array-masses-summary = cada imán, una barra uniforme que gira alrededor de su centro
param-dipole_array-lengths-summary = cada imán
param-dipole_array-moments-summary = el momento dipolar de cada imán, a lo largo de q_i
param-dipole_array-pivots-summary = el centro de cada imán; no puede haber dos coincidentes (sin valor por defecto)
param-dipole_array-permeability-summary = μ del medio
param-dipole_array-forces-summary = fuerzas no conservativas (Lagrange–d'Alembert discreto)
param-dipole_array-forces-damping-summary = c_i del momento −c_i ω_i sobre cada cuerpo
param-dipole_array-forces-base_torque-summary = un momento constante sobre el eslabón 1 respecto de su pivote
param-dipole_array-forces-tip_force-summary = una fuerza constante en el último punto dibujado (la última masa, el extremo de la varilla)

type-molecules-label = Moléculas sobre una esfera
type-molecules-summary = Moléculas de Lennard-Jones sobre una esfera (paper 003, Ejemplo 6).
param-molecules-mass-summary = la de cada molécula
param-molecules-epsilon-summary = ε, la profundidad del potencial de pares 4ε[(σ/d)¹² − (σ/d)⁶]
param-molecules-sigma-summary = σ, donde se anula el potencial de pares (d: distancia de cuerda sobre la esfera unidad)
param-molecules-cutoff-summary = r_c: un potencial de fuerza desplazada con lista de celdas, O(n) por paso, hasta 40962 moléculas; si falta: todos los pares
param-molecules-forces-summary = fuerzas no conservativas (Lagrange–d'Alembert discreto)
param-molecules-forces-damping-summary = c_i del momento −c_i ω_i sobre cada cuerpo
param-molecules-forces-base_torque-summary = un momento constante sobre el eslabón 1 respecto de su pivote
param-molecules-forces-tip_force-summary = una fuerza constante en el último punto dibujado (la última masa, el extremo de la varilla)

type-s2n-label = Sistema genérico en (S²)ⁿ
type-s2n-summary = Un sistema genérico: matriz de inercia, puntos materiales y una lista de términos de potencial.
param-s2n-inertia-summary = M de T = ½ Σ M_ij q̇_i·q̇_j: n × n, simétrica definida positiva
param-s2n-points-summary = puntos materiales: masas, pivotes, extremos
param-s2n-points-offset-summary = x = offset + Σ c q_link
param-s2n-points-on-summary = pares [link, c], como máximo n
param-s2n-points-on-link-summary = numerado desde 1, como máximo n
param-s2n-points-on-coefficient-summary = c de c q_link
param-s2n-points-mass-summary = para la gravedad y el dibujo
param-s2n-segments-summary = líneas dibujadas entre puntos
param-s2n-segments-from-summary = un número de punto (numerado desde 1)
param-s2n-segments-to-summary = un número de punto (numerado desde 1)
param-s2n-style-summary = cómo lo dibuja la página
param-s2n-gravity-summary = la aceleración de la gravedad (en los ejemplos del artículo, e3 apunta hacia abajo)
param-s2n-potentials-summary = términos de potencial (Catalogue.terms)
param-s2n-forces-summary = fuerzas no conservativas (Lagrange–d'Alembert discreto)
param-s2n-forces-damping-summary = c_i del momento −c_i ω_i sobre cada cuerpo
param-s2n-forces-base_torque-summary = un momento constante sobre el eslabón 1 respecto de su pivote
param-s2n-forces-tip_force-summary = una fuerza constante en el último punto dibujado (la última masa, el extremo de la varilla)

type-rigid_body-label = Cuerpo rígido libre
type-rigid_body-summary = Cuerpo rígido libre (paper 002, ejemplo en SO(3)).
param-rigid_body-inertia-summary = J respecto del centro de masas, en la referencia del cuerpo: simétrica definida positiva
param-rigid_body-forcing-summary = cargas no conservativas (Lagrange–d'Alembert discreto)
param-rigid_body-forcing-constant_moment-summary = un momento fijo en el espacio (no conservativo)
param-rigid_body-forcing-constant_moment-moment-summary = fijo en el espacio (referencia espacial)
param-rigid_body-forcing-follower_force-summary = una fuerza fija en el cuerpo, aplicada en un punto del cuerpo
param-rigid_body-forcing-follower_force-point-summary = dónde se aplica (referencia del cuerpo)
param-rigid_body-forcing-follower_force-force-summary = fija en el cuerpo (referencia del cuerpo)

type-heavy_top-label = Trompo pesado
type-heavy_top-summary = Cuerpo rígido con un punto fijo bajo la gravedad, con cargas opcionales (paper 004).
param-heavy_top-inertia-summary = J respecto del punto fijo (el pivote), en la referencia del cuerpo: simétrica definida positiva
param-heavy_top-mass-summary = la de todo el cuerpo
param-heavy_top-com-summary = el centro de masas medido desde el pivote (referencia del cuerpo)
param-heavy_top-gravity-summary = la aceleración de la gravedad (referencia espacial)
param-heavy_top-forcing-summary = cargas no conservativas (Lagrange–d'Alembert discreto)
param-heavy_top-forcing-constant_moment-summary = un momento fijo en el espacio (no conservativo)
param-heavy_top-forcing-constant_moment-moment-summary = fijo en el espacio (referencia espacial)
param-heavy_top-forcing-follower_force-summary = una fuerza fija en el cuerpo, aplicada en un punto del cuerpo
param-heavy_top-forcing-follower_force-point-summary = dónde se aplica (referencia del cuerpo)
param-heavy_top-forcing-follower_force-force-summary = fija en el cuerpo (referencia del cuerpo)

type-pendulum_3d-label = Péndulo 3D
type-pendulum_3d-summary = Un cuerpo rígido colgado de una rótula esférica: un trompo pesado por debajo de su pivote.
param-pendulum_3d-inertia-summary = J respecto del punto fijo (el pivote), en la referencia del cuerpo: simétrica definida positiva
param-pendulum_3d-mass-summary = la de todo el cuerpo
param-pendulum_3d-com-summary = el centro de masas medido desde el pivote (referencia del cuerpo)
param-pendulum_3d-gravity-summary = la aceleración de la gravedad (referencia espacial)
param-pendulum_3d-forcing-summary = cargas no conservativas (Lagrange–d'Alembert discreto)
param-pendulum_3d-forcing-constant_moment-summary = un momento fijo en el espacio (no conservativo)
param-pendulum_3d-forcing-constant_moment-moment-summary = fijo en el espacio (referencia espacial)
param-pendulum_3d-forcing-follower_force-summary = una fuerza fija en el cuerpo, aplicada en un punto del cuerpo
param-pendulum_3d-forcing-follower_force-point-summary = dónde se aplica (referencia del cuerpo)
param-pendulum_3d-forcing-follower_force-force-summary = fija en el cuerpo (referencia del cuerpo)

type-satellite-label = Satélite en órbita circular
type-satellite-summary = Satélite sometido al gradiente de gravedad en una órbita circular (paper 004 (83)-(90)).
param-satellite-inertia-summary = J respecto del centro de masas, en la referencia del cuerpo: simétrica definida positiva
param-satellite-mean_motion-summary = n, la velocidad angular de la órbita; indique este valor u orbit
param-satellite-orbit-summary = en lugar de mean_motion: n = √(μ/r³)
param-satellite-orbit-mu-summary = GM del cuerpo central
param-satellite-orbit-radius-summary = el de la órbita circular

type-rigid_bodies-label = Cuerpos rígidos en vuelo
type-rigid_bodies-summary = Cuerpos rígidos en vuelo bajo una gravedad uniforme y su gravitación mutua (el problema de cuerpos extensos, «full body problem»).
param-rigid_bodies-bodies-summary = cada uno dado por sus puntos o por su masa e inercia
param-rigid_bodies-bodies-points-summary = masas puntuales fijas en el cuerpo, respecto de su centro de masas (referencia del cuerpo)
param-rigid_bodies-bodies-masses-summary = una por punto
param-rigid_bodies-bodies-mass-summary = en lugar de los puntos: la masa de todo el cuerpo (entonces solo siente la gravedad uniforme, G = 0)
param-rigid_bodies-bodies-inertia-summary = junto con la masa: J respecto del centro de masas, en la referencia del cuerpo: simétrica definida positiva
param-rigid_bodies-G-summary = la constante de la gravitación mutua entre los puntos
param-rigid_bodies-gravity-summary = la gravedad uniforme (referencia espacial)
type-quadrotor_load-label = Cuadricóptero con carga suspendida
type-quadrotor_load-summary = Un cuadricóptero que lleva una carga colgada de un cable (R³ × S² × SO(3)), con empuje y momento programados.
param-quadrotor_load-mass-summary = la masa del cuadricóptero
param-quadrotor_load-inertia-summary = la J del cuadricóptero respecto a su centro de masas, en la referencia del cuerpo
param-quadrotor_load-load_mass-summary = la carga, una masa puntual en el extremo del cable
param-quadrotor_load-cable_length-summary = el cable, tenso y sin masa
param-quadrotor_load-gravity-summary = la gravedad uniforme (referencia espacial; e₃ apunta hacia abajo)
param-quadrotor_load-thrust-summary = el empuje total de los rotores en t = 0, según −R e₃
param-quadrotor_load-moment-summary = el momento de los rotores en t = 0 (referencia del cuerpo)
param-quadrotor_load-schedule-summary = entradas posteriores, en orden temporal; lineales entre nodos
param-quadrotor_load-schedule-t-summary = cuándo rigen estas entradas (lineales desde el nodo anterior; dos en el mismo instante: un salto)
param-quadrotor_load-schedule-thrust-summary = el empuje total de los rotores, según −R e₃
param-quadrotor_load-schedule-moment-summary = el momento de los rotores (referencia del cuerpo)
param-quadrotor_load-arm-summary = la distancia d del centro a cada rotor (con un controlador)
param-quadrotor_load-torque_coefficient-summary = c_τf: el momento de arrastre de un rotor por newton (con un controlador)

type-quadrotor-label = Cuadricóptero controlado
type-quadrotor-summary = Un cuadricóptero en SE(3) (R³ × SO(3)) gobernado por un controlador: el seguimiento geométrico de Lee o un PD en ángulos de Euler.
param-quadrotor-mass-summary = la masa del cuadricóptero
param-quadrotor-inertia-summary = J respecto a su centro de masas, en la referencia del cuerpo
param-quadrotor-arm-summary = la distancia d del centro a cada rotor
param-quadrotor-torque_coefficient-summary = c_τf: el momento de arrastre de un rotor por newton de empuje
param-quadrotor-gravity-summary = la gravedad uniforme (referencia espacial; e₃ apunta hacia abajo)

## Potential terms and their parameters

term-spring-label = Resorte
term-spring-summary = Resorte lineal entre dos puntos materiales (paper 003, Ejemplo 3).
param-spring-between-summary = los dos puntos materiales que une (numerados desde 1)
param-spring-stiffness-summary = k de ½ k (‖x_b − x_a‖ − L)²
param-spring-rest_length-summary = L

term-bending-label = Resortes de flexión
term-bending-summary = Resortes de flexión entre eslabones vecinos, el primero empotrado (paper 003, Ejemplo 4).
param-bending-stiffness-summary = κ_i de Σ ½ κ_i (1 − q_{ "{" }i−1{ "}" }·q_i)², con q_0 la dirección de empotramiento
param-bending-clamped-summary = q_0, la dirección fija anterior al eslabón 1 (un vector unitario)

term-sphere_gravity-label = Gravedad sobre la esfera
term-sphere_gravity-summary = Potencial gravitatorio de n cuerpos sobre la esfera (paper 003, Ejemplo 2).
param-sphere_gravity-gamma-summary = γ de V = −γ Σ cot θ_ij sobre todos los pares de eslabones: atracción si es positivo

term-dipoles-label = Dipolos magnéticos
term-dipoles-summary = Interacción dipolo-dipolo magnética entre imanes pivotantes (paper 003, Ejemplo 5).
param-dipoles-pivots-summary = dónde se sitúa el dipolo de cada eslabón; no puede haber dos coincidentes (sin valor por defecto)
param-dipoles-moments-summary = el momento dipolar de cada eslabón, a lo largo de q_i
param-dipoles-permeability-summary = μ del medio

term-lennard_jones-label = Lennard-Jones
term-lennard_jones-summary = Potencial de pares de Lennard-Jones sobre todos los pares (paper 003, Ejemplo 6).
param-lennard_jones-epsilon-summary = ε de 4ε[(σ/d)¹² − (σ/d)⁶] sobre todos los pares de eslabones
param-lennard_jones-sigma-summary = σ, donde se anula el potencial de pares (d: distancia de cuerda entre q_i y q_j)

## Controllers (a quadrotor's control block, docs/control.md) and their parameters

controller-se3_tracking-label = Seguimiento geométrico en SE(3) (Lee, Leok & McClamroch 2010)
param-se3_tracking-kx-summary = ganancia de posición k_x
param-se3_tracking-kv-summary = ganancia de velocidad k_v
param-se3_tracking-kR-summary = ganancia de orientación k_R
param-se3_tracking-kOmega-summary = ganancia de velocidad angular k_Ω
param-se3_tracking-max_rotor_thrust-summary = el empuje máximo de cada rotor (los rotores dan entonces entre 0 y este valor)
param-se3_tracking-baseline-summary = el controlador que la página hace volar junto a este
param-se3_tracking-trajectory-summary = la posición y el rumbo deseados a lo largo del tiempo
param-se3_tracking-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), por eje
param-se3_tracking-trajectory-center-summary = el centro de la curva en t = 0
param-se3_tracking-trajectory-velocity-summary = su deriva
param-se3_tracking-trajectory-amplitude-summary = la amplitud en cada eje
param-se3_tracking-trajectory-frequency-summary = la frecuencia angular en cada eje
param-se3_tracking-trajectory-phase-summary = la fase en cada eje
param-se3_tracking-trajectory-heading-summary = el rumbo deseado b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-se3_tracking-trajectory-heading-angle-summary = el ángulo de b₁d respecto a e₁ en t = 0
param-se3_tracking-trajectory-heading-rate-summary = la rapidez con la que b₁d gira alrededor de e₃

controller-euler_pd-label = PD en ángulos de Euler 3-2-1, diseñado en torno al vuelo estacionario (la referencia de los libros de texto)
param-euler_pd-kx-summary = ganancia de posición k_x
param-euler_pd-kv-summary = ganancia de velocidad k_v
param-euler_pd-kR-summary = ganancia de orientación k_R
param-euler_pd-kOmega-summary = ganancia de velocidad angular k_Ω
param-euler_pd-max_rotor_thrust-summary = el empuje máximo de cada rotor (los rotores dan entonces entre 0 y este valor)
param-euler_pd-baseline-summary = el controlador que la página hace volar junto a este
param-euler_pd-trajectory-summary = la posición y el rumbo deseados a lo largo del tiempo
param-euler_pd-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), por eje
param-euler_pd-trajectory-center-summary = el centro de la curva en t = 0
param-euler_pd-trajectory-velocity-summary = su deriva
param-euler_pd-trajectory-amplitude-summary = la amplitud en cada eje
param-euler_pd-trajectory-frequency-summary = la frecuencia angular en cada eje
param-euler_pd-trajectory-phase-summary = la fase en cada eje
param-euler_pd-trajectory-heading-summary = el rumbo deseado b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-euler_pd-trajectory-heading-angle-summary = el ángulo de b₁d respecto a e₁ en t = 0
param-euler_pd-trajectory-heading-rate-summary = la rapidez con la que b₁d gira alrededor de e₃

controller-so3_attitude-label = Seguimiento de la orientación solo en SO(3) (el modo de orientación de Lee et al.)
param-so3_attitude-kR-summary = ganancia de orientación k_R
param-so3_attitude-kOmega-summary = ganancia de velocidad angular k_Ω
param-so3_attitude-max_rotor_thrust-summary = el empuje máximo de cada rotor (los rotores dan entonces entre 0 y este valor)
param-so3_attitude-baseline-summary = el controlador que la página hace volar junto a este
param-so3_attitude-trajectory-summary = la orientación deseada a lo largo del tiempo
param-so3_attitude-trajectory-type-summary = un giro de reposo a reposo
param-so3_attitude-trajectory-from-summary = la orientación al inicio
param-so3_attitude-trajectory-to-summary = la orientación al final (a menos de media vuelta de la inicial)
param-so3_attitude-trajectory-duration-summary = cuánto dura el giro

controller-euler_attitude_pd-label = PD de orientación en ángulos de Euler 3-2-1, diseñado para ángulos pequeños (la referencia de los libros de texto)
param-euler_attitude_pd-kR-summary = ganancia de orientación k_R
param-euler_attitude_pd-kOmega-summary = ganancia de velocidad angular k_Ω
param-euler_attitude_pd-max_rotor_thrust-summary = el empuje máximo de cada rotor (los rotores dan entonces entre 0 y este valor)
param-euler_attitude_pd-baseline-summary = el controlador que la página hace volar junto a este
param-euler_attitude_pd-trajectory-summary = la orientación deseada a lo largo del tiempo
param-euler_attitude_pd-trajectory-type-summary = un giro de reposo a reposo
param-euler_attitude_pd-trajectory-from-summary = la orientación al inicio
param-euler_attitude_pd-trajectory-to-summary = la orientación al final (a menos de media vuelta de la inicial)
param-euler_attitude_pd-trajectory-duration-summary = cuánto dura el giro

controller-load_tracking-label = Seguimiento de la posición de la carga colgada de su cable (Sreenath, Lee & Kumar 2013)
param-load_tracking-kx-summary = ganancia de posición k_x
param-load_tracking-kv-summary = ganancia de velocidad k_v
param-load_tracking-kq-summary = ganancia de dirección del cable k_q
param-load_tracking-kw-summary = ganancia de velocidad de giro del cable k_w
param-load_tracking-kR-summary = ganancia de orientación k_R
param-load_tracking-kOmega-summary = ganancia de velocidad angular k_Ω
param-load_tracking-max_rotor_thrust-summary = el empuje máximo de cada rotor (los rotores dan entonces entre 0 y este valor)
param-load_tracking-baseline-summary = el controlador que la página hace volar junto a este
param-load_tracking-trajectory-summary = la posición y el rumbo deseados a lo largo del tiempo
param-load_tracking-trajectory-type-summary = center + velocity t + amplitude sin(frequency t + phase), por eje
param-load_tracking-trajectory-center-summary = el centro de la curva en t = 0
param-load_tracking-trajectory-velocity-summary = su deriva
param-load_tracking-trajectory-amplitude-summary = la amplitud en cada eje
param-load_tracking-trajectory-frequency-summary = la frecuencia angular en cada eje
param-load_tracking-trajectory-phase-summary = la fase en cada eje
param-load_tracking-trajectory-heading-summary = el rumbo deseado b₁d = [cos(angle + rate t), sin(angle + rate t), 0]
param-load_tracking-trajectory-heading-angle-summary = el ángulo de b₁d respecto a e₁ en t = 0
param-load_tracking-trajectory-heading-rate-summary = la rapidez con la que b₁d gira alrededor de e₃

## The health judge (docs/watchdog.md): placeholders are filled with the run's numbers

health-energy-drift-quantity = error relativo de energía |E − E₀|/|E₀|
health-energy-drift-sentence = La energía es una constante de este movimiento, pero en t = { $time } s su error había crecido hasta { $value } de E₀: con h = { $h } s, { $integrator } ya no sigue el movimiento.
health-energy-drift-advice = Pruebe con un h menor o con un integrador variacional, cuyo error de energía permanece acotado.

health-energy-jump-quantity = error relativo de energía |E − E₀|/|E₀|
health-energy-jump-sentence = La energía es una constante de este movimiento, pero en t = { $time } s el error de energía había saltado a { $value } de E₀: con h = { $h } s, el integrador perdió aquí el movimiento.
health-energy-jump-advice = Pruebe con un h menor.

health-encounter-unresolved-quantity = error relativo de energía |E − E₀|/|E₀|
health-encounter-unresolved-sentence = Los cuerpos { $bodyA } y { $bodyB } pasaron a { $encounterDistance } el uno del otro (el seno del ángulo entre ellos) cerca de t = { $encounterTime } s, y en t = { $time } s el error de energía había saltado a { $value } de E₀. Un paso fijo de h = { $h } s no puede resolver un encuentro tan cercano.
health-encounter-unresolved-advice = Pruebe con vi-adaptive, que reduce su paso cerca de los encuentros, o con un h mucho menor.

health-encounter-collision-quantity = error relativo de energía |E − E₀|/|E₀|
health-encounter-collision-sentence = Los cuerpos { $bodyA } y { $bodyB } pasaron a { $encounterDistance } el uno del otro (el seno del ángulo entre ellos) cerca de t = { $encounterTime } s, y en t = { $time } s el error de energía había saltado a { $value } de E₀. Ni siquiera un paso adaptativo pudo seguir este encuentro: los cuerpos (casi) chocaron, allí donde el potencial −γ cot θ es singular.
health-encounter-collision-advice = Nada de lo que sigue a este punto es el movimiento de los cuerpos: reinicie o cambie el estado inicial.

health-encounter-bodies-quantity = error relativo de energía |E − E₀|/|E₀|
health-encounter-bodies-sentence = Puntos de los cuerpos { $bodyA } y { $bodyB } se acercaron hasta { $encounterDistance } del tamaño conjunto de los cuerpos cerca de t = { $encounterTime } s: los cuerpos se solapan. Hacia t = { $time } s el error de energía había saltado al { $value } de E₀: con h = { $h } s el paso no puede seguir a masas puntuales que pasan tan cerca.
health-encounter-bodies-advice = Nada de lo que sigue a este punto es el movimiento de dos cuerpos sólidos: sepárelos más al inicio o láncelos más despacio, o use un h mucho menor.

health-rotation-per-step-quantity = la mayor rotación de un cuerpo en un paso, h·|ω| (rad)
health-rotation-per-step-sentence = En t = { $time } s un cuerpo gira { $value } rad en un solo paso de h = { $h } s: lo que lo impulsa (una fuerza o un controlador) lo ha acelerado más allá de lo que este paso puede seguir.
health-rotation-per-step-advice = Pruebe con un h menor; un sistema forzado también puede, sencillamente, seguir ganando energía.

health-solver-iterations-quantity = iteraciones del resolvedor implícito en un paso
health-solver-iterations-sentence = En t = { $time } s el resolvedor implícito necesitó { $value } iteraciones para un solo paso: el movimiento se está volviendo demasiado rápido para h = { $h } s.
health-solver-iterations-advice = Pruebe con un h menor.

health-manifold-sphere-quantity = cuánto se aparta un cuerpo de su esfera unidad, max_i |‖q_i‖ − 1|
health-manifold-sphere-sentence = En t = { $time } s (paso { $step }) el cuerpo { $bodyA } había abandonado su esfera: su distancia al centro de su esfera estaba desviada un { $value }. Se dibuja en el lugar equivocado, y la energía y el momento calculados a partir de él ya no describen el sistema: con h = { $h } s, { $integrator } no mantiene los cuerpos sobre sus esferas.
health-manifold-sphere-advice = Pruebe con un integrador variacional, que mantiene cada cuerpo exactamente sobre su esfera, o con rk4-projected, o con un h menor.

health-manifold-rotation-quantity = cuánto se aparta R de una rotación, ‖RᵀR − I‖ (norma de Frobenius)
health-manifold-rotation-sentence = En t = { $time } s (paso { $step }) la orientación R del cuerpo ya no era una rotación: ‖RᵀR − I‖ había crecido hasta { $value } (vale 0 para una rotación). El cuerpo se dibuja estirado o aplastado, y la energía y el momento calculados a partir de R ya no describen el sistema: con h = { $h } s, { $integrator } no mantiene R como una rotación.
health-manifold-rotation-advice = Pruebe con el VI en grupos de Lie (vi), que mantiene R exactamente como una rotación, o con rk4-projected, o con un h menor.

health-explicit-no-solution-sentence = El VI explícito no pudo dar su siguiente paso en t = { $time } s: un cuerpo giraría un cuarto de vuelta o más en un solo paso de h = { $h } s (la ecuación (3.17) no tiene solución).
health-explicit-no-solution-advice = Pruebe con vi-adaptive o con un h menor.

health-adaptive-step-sentence = El VI adaptativo no pudo elegir su siguiente paso en t = { $time } s: dos cuerpos están chocando, allí donde las ecuaciones son singulares.
health-adaptive-step-advice = Nada de lo que sigue a este punto es el movimiento de los cuerpos.

health-implicit-newton-sentence = El VI implícito no pudo resolver el siguiente estado en t = { $time } s: el movimiento es demasiado rápido para un paso de h = { $h } s.
health-implicit-newton-advice = Pruebe con un h menor.

health-lie-group-newton-sentence = El VI en grupos de Lie no pudo resolver la siguiente rotación en t = { $time } s: el cuerpo gira casi media vuelta por cada paso de h = { $h } s (lo que lo impulsa, una fuerza o un controlador, lo ha acelerado).
health-lie-group-newton-advice = Pruebe con un h menor.

health-euler-angle-singular-sentence = El integrador en ángulos de Euler falló en t = { $time } s: el eje del trompo pasó cerca de la vertical, donde los ángulos de Euler 3-1-3 son singulares.
health-euler-angle-singular-advice = El VI en grupos de Lie no tiene esa singularidad: pruebe con vi.

health-rk45-underflow-sentence = RK45 no pudo encontrar un paso suficientemente pequeño en t = { $time } s: los cuerpos (casi) chocaron, allí donde las propias ecuaciones son singulares.
health-rk45-underflow-advice = Nada de lo que sigue a este punto es el movimiento de los cuerpos.

health-control-undefined-sentence = La orden del controlador quedó indefinida en t = { $time } s: la fuerza que pedía se anuló, o el rumbo que se le dio está alineado con el empuje que pedía, así que no se puede ordenar ninguna orientación.
health-control-undefined-advice = Cambie la trayectoria o las ganancias; con gravedad, la fuerza deseada en vuelo estacionario nunca es cero.

health-non-finite-sentence = El estado se volvió infinito o indefinido en t = { $time } s: el integrador perdió el movimiento.
health-non-finite-advice = Pruebe con un h menor.

health-failure-sentence = { $integrator } se detuvo en t = { $time } s: informó de un fallo numérico.
health-failure-advice = Pruebe con un h menor.
