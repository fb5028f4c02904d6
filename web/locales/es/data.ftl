# geovi: the presets (core/scenarios/) and the lessons (core/lessons/), Spanish (es).
# Translated from English (web/locales/en/data.ftl) by an AI language model (Claude, Anthropic)
# for geovi in November 2026; not yet reviewed by a native-speaking teacher.
# Corrections are welcome: docs/translating.md.
#
# geovi: los ejemplos predefinidos (core/scenarios/) y las lecciones (core/lessons/), en español (es).
# Traducido del inglés (web/locales/en/data.ftl) por un modelo de lenguaje de IA (Claude, de Anthropic)
# para geovi en noviembre de 2026; todavía no lo ha revisado un docente hispanohablante nativo.
# Las correcciones son bienvenidas: docs/translating.md.

## Presets: title and description

scenario-binary_asteroid-title = Un asteroide binario
scenario-binary_asteroid-description = Dos cuerpos alargados de cuatro masas puntuales cada uno (G = 1, 1 kg por cuerpo) en una órbita mutua casi circular, a 6 m de distancia; el primero gira sobre sí mismo. Su atracción no es la de dos puntos: la forma de cada cuerpo ejerce un momento sobre el otro, así que el giro y la órbita intercambian momento angular, mientras que el momento lineal y el momento angular totales permanecen fijos (Lee, Leok y McClamroch, el problema de cuerpos extensos).

scenario-quadrotor_flip-title = Boca abajo: control geométrico frente a ángulos de Euler
scenario-quadrotor_flip-description = El cuadricóptero parte del reposo con un cabeceo de 178 grados, casi boca abajo, y se le pide que se mantenga en vuelo estacionario en el origen. El controlador geométrico (Lee, Leok y McClamroch 2010) compara rotaciones y lo endereza; el fantasma vuela con el PD clásico de los libros de texto en ángulos de Euler 3-2-1, con las mismas ganancias. e3 apunta hacia abajo, como en el artículo.

scenario-quadrotor_load_figure_eight-title = Un cuadricóptero que lleva su carga a lo largo de un ocho
scenario-quadrotor_load_figure_eight-description = El cuadricóptero de Lee, Leok y McClamroch (4,34 kg) lleva una carga de 0,5 kg colgada de un cable de 1 m. Su controlador (según Sreenath, Lee y Kumar 2013) guía la carga, no al propio cuadricóptero, a lo largo de un ocho de 2 m de ancho, una vuelta cada 10 s: el error de posición fija la dirección del cable, la dirección del cable fija el empuje y la dirección del empuje fija la orientación. La carga oscila mientras el cuadricóptero se inclina en cada curva. e3 apunta hacia abajo, como en los artículos.

scenario-quadrotor_slung_load-title = Un cuadricóptero con una carga que oscila
scenario-quadrotor_slung_load-description = Un cuadricóptero (4,34 kg) lleva una carga de 0,5 kg colgada de un cable de 1 m, soltada a 30 grados de la vertical. Los rotores dan como empuje exactamente el peso de ambos, así que su centro de masas común se queda donde está mientras la carga, al oscilar, lleva al cuadricóptero de un lado a otro alrededor de él. e3 apunta hacia abajo, como en los artículos.

scenario-quadrotor_tracking-title = Un cuadricóptero que sigue una hélice
scenario-quadrotor_tracking-description = El cuadricóptero de Lee, Leok y McClamroch (CDC 2010) con su controlador geométrico sigue la hélice x = 0.4 t, y = 0.4 sin(pi t), z = 0.6 cos(pi t) mientras su rumbo gira a pi rad/s. Parte del reposo en el origen, nivelado. El fantasma vuela con el PD clásico de los libros de texto en ángulos de Euler 3-2-1, con las mismas ganancias. e3 apunta hacia abajo, como en el artículo.

scenario-quadrotor_upside_down-title = Un cuadricóptero que se recupera de estar boca abajo
scenario-quadrotor_upside_down-description = El segundo caso de Lee, Leok y McClamroch (CDC 2010): el cuadricóptero parte del reposo en el origen con un alabeo de 178 grados, casi boca abajo, y se le pide que se mantenga allí en vuelo estacionario con el rumbo según e1. El controlador geométrico trabaja con las propias rotaciones, así que un error tan grande no le supone ningún problema. El fantasma vuela con el PD clásico de los libros de texto en ángulos de Euler 3-2-1: como solo está girado alrededor de e1, también se endereza (la lección upside-down, en cambio, lo vuelca en cabeceo). e3 apunta hacia abajo, como en el artículo.

scenario-chain_pendulum_5-title = Péndulo esférico en cadena de cinco eslabones (paper 001, Sección V)
scenario-chain_pendulum_5-description = Cinco eslabones de 1 m con 1 kg en cada articulación, soltados desde una forma doblada y retorcida. M_ij = (sum_{ "{" }k >= max(i,j){ "}" } m_k) l_i l_j es una matriz llena, por lo que se usa el VI implícito.

scenario-double_spherical_pendulum-title = Péndulo esférico doble (paper 003, Ejemplo 1)
scenario-double_spherical_pendulum-description = m1 = m2 = 1 kg, l1 = l2 = 9.81 m, gravedad según e3 (e3 apunta hacia abajo). El q1(0) = [0.8660, 0, 0.5] impreso en el artículo se guarda normalizado, y omega1(0) = [-0.4330, 0, 0.75] proyectado sobre su plano tangente.

scenario-elastic_rod-title = Flexión pura de una varilla elástica (paper 003, Ejemplo 4)
scenario-elastic_rod-description = Una varilla empotrada de 55 g y 1.1 m dividida en 11 elementos uniformes (el primero fijo según e1), con resortes de flexión k = 1000 N m y gravedad según e3. Inicialmente recta según e1, con el elemento 5 golpeado: omega5 = [0, 0, 10] rad/s. La inercia se deduce de eslabones uniformes, lo que fuera de la diagonal difiere de la fórmula impresa (véase el README).

scenario-free_body_intermediate_axis-title = Cuerpo rígido libre: volteo alrededor del eje intermedio (efecto Dzhanibekov)
scenario-free_body_intermediate_axis-description = J = diag(1, 2, 3) kg m^2, giro de 5 rad/s alrededor del eje intermedio e2 con una perturbación del 0.2%: el cuerpo se voltea periódicamente. El LGVI conserva la energía, |Pi| y el momento angular espacial R Pi hasta el error de redondeo.

scenario-free_rigid_body-title = Cuerpo rígido libre con una matriz de inercia completa (no diagonal)
scenario-free_rigid_body-description = Cualquier J simétrica definida positiva que cumpla la desigualdad triangular de los momentos principales: aquí, con ejes principales no alineados con la referencia del cuerpo. Rotación libre de momentos alrededor del centro de masas fijo.

scenario-heavy_asymmetric_top-title = Trompo pesado asimétrico (caótico)
scenario-heavy_asymmetric_top-description = Inercia asimétrica respecto del punto fijo y centro de masas fuera de todos los ejes principales: no hay más integrales que la energía y el momento angular vertical E3 . R Pi, y el LGVI conserva ambas.

scenario-interconnected_pendula-title = Cuatro péndulos esféricos unidos por resortes (paper 003, Ejemplo 3)
scenario-interconnected_pendula-description = m = 0.1 kg, l = 0.1 m, pivotes en los vértices de un cuadrado horizontal de lado l, resortes entre los puntos medios de los eslabones con k12 = 10, k23 = 20, k34 = 30, k41 = 40 N/m (el texto impreso repite k12). El artículo no indica ni h ni la duración: aquí, h = 0.001 s y 10 s.

scenario-lagrange_top_loaded-title = Trompo de Lagrange con una fuerza seguidora y un momento constante (paper 004, Sección 6)
scenario-lagrange_top_loaded-description = m g l = 9.81 N m, lt = 2, la = 0.5 kg m^2; momento espacial constante Ma E3 = 5 E3 N m y fuerza seguidora Fa e1 en el extremo l1 e3 con Fa l1 = sqrt((m g l)^2 + Ma^2) = 11.0107 N m, de modo que (77) tiene el equilibrio omega0 = pi/2, tan(phi0) = -m g l / Ma. Partiendo de él con una perturbación de 1e-6 rad/s, el trompo se aleja: la linealización (79) tiene el cuarteto de autovalores inestable (80).

scenario-lagrange_top_near_vertical-title = Trompo de Lagrange cuyo eje pasa rozando la vertical (la singularidad de los ángulos de Euler 3-1-3)
scenario-lagrange_top_near_vertical-description = El trompo de lagrange_top_sleeping (lt = 2, la = 0.5 kg m^2 respecto de O, m g l = 9.81 N m, E3 hacia arriba) soltado con ángulos de Euler 3-1-3 (psi, omega, phi) = (0, 0.4, 0) y velocidades (0.7493, -2, 5) rad/s. La velocidad de precesión supera en 0.01 rad/s el valor que iguala el momento vertical y el momento axial, con el que el eje pasaría exactamente por la vertical; aquí el eje da la vuelta alrededor de ella y pasa a unos 7e-4 rad de ella cerca de t = 4.2 s y 8.3 s. En ángulos de Euler, psi gira entonces unos pi en pocos milisegundos y la matriz de masas (74) tiene det = la lt^2 sin^2(omega): compare --integrator vi con --integrator rk4-euler313.

scenario-lagrange_top_precessing-title = Trompo de Lagrange en precesión y nutación
scenario-lagrange_top_precessing-description = El trompo de lagrange_top_sleeping soltado a 0.5 rad de la vertical con un giro de 20 rad/s alrededor de su eje: precesión alrededor de E3 con nutación cuspidal. Se conservan E3 . R Pi y el momento respecto del eje de simetría, Pi3.

scenario-lagrange_top_sleeping-title = Trompo de Lagrange dormido (girando en vertical, inclinado 0.01 rad)
scenario-lagrange_top_sleeping-description = Trompo axisimétrico con un punto fijo O, E3 hacia arriba, gravedad -9.81 E3, m = 1 kg, centro de masas a 1 m sobre el eje de simetría e3; inercia respecto de O: lt = 2, la = 0.5 kg m^2. El giro de 20 rad/s supera el umbral del trompo dormido la^2 s^2 > 4 m g l lt (s > 17.7 rad/s), de modo que el trompo inclinado se mantiene casi vertical. La posición vertical es omega = 0, la singularidad de los ángulos de Euler 3-1-3 (paper 004 (8)).

scenario-magnetic_dipoles-title = Una matriz de 4 x 4 dipolos magnéticos (paper 003, Ejemplo 5)
scenario-magnetic_dipoles-description = Dieciséis imanes de barra (m = 0.05 kg, l = 0.02 m, momento 0.1 A m^2) en una cuadrícula cuadrada de espaciado 1.2 l, todos orientados según e1 salvo el último; el primero recibe un pequeño empujón. El artículo no indica ni h ni la duración: aquí, h = 0.001 s y 10 s.

scenario-molecules_on_sphere-title = 642 moléculas de Lennard-Jones sobre una esfera (paper 003, Ejemplo 6)
scenario-molecules_on_sphere-description = Masas unidad en los vértices de un icosaedro subdividido 3 veces, epsilon = 0.01, sigma = 0.1343 (la distancia media entre vecinos, 0.1507, dividida por 2^(1/6), donde se anula la fuerza entre pares). Velocidades iniciales: dos vórtices que giran en sentidos opuestos, con centros separados 30 grados.

scenario-pendulum_3d-title = Péndulo 3D (cuerpo rígido colgado de un pivote sin rozamiento)
scenario-pendulum_3d-description = El péndulo 3D de Lee, Leok y McClamroch: un cuerpo rígido sobre una rótula esférica, con el centro de masas 0.6 m por debajo del pivote en la referencia del cuerpo (ligeramente fuera del eje) e inercia asimétrica respecto del pivote. Se suelta inclinado 1 rad y con un giro.

scenario-pendulum_cloud-title = Una nube de 200 oscilaciones de péndulo (área en el espacio de fases)
scenario-pendulum_cloud-description = 200 péndulos independientes (1 kg, 1 m) con un mismo pivote, oscilando en el plano x-z (e3 apunta hacia abajo). Sus (theta, theta-dot) iniciales están sobre una elipse alrededor de theta = 0.8 rad, con theta = 0.8 +- 0.25 rad y theta-dot = +- 0.25 sqrt(g/l): un lazo en el espacio de fases cuya área encerrada conserva toda aplicación simpléctica (Liouville).

scenario-planar_double_pendulum-title = Péndulo doble plano (sección de Poincaré)
scenario-planar_double_pendulum-description = El péndulo esférico doble con datos planos: ambos brazos en el plano x-z, velocidades angulares a lo largo de y, de modo que el movimiento sigue siendo plano. m1 = m2 = 1 kg, l1 = l2 = 1 m, gravedad a lo largo de -e3. Con E = -15 J (29.43 J por encima del reposo), su sección, el brazo 1 cruzando la vertical hacia la derecha, muestra islas regulares en un mar caótico.

scenario-satellite_libration-title = Satélite rígido en órbita circular: libración en cabeceo por gradiente de gravedad
scenario-satellite_libration-description = El momento de gradiente de gravedad de MacCullagh 3 n^2 e_R x J e_R (paper 004 (83)) en una órbita circular fija en el plano E1-E2, con movimiento medio n = 1 rad por unidad de tiempo (periodo orbital 2 pi). Ejes principales: la inercia mínima según la dirección radial e_R y la máxima según la normal a la órbita; el cuerpo gira una vez por órbita y, con un cabeceo de 0.1 rad, efectúa una libración de frecuencia angular n sqrt(3 (J2 - J1)/J3) = 0.866 n. La columna de energía es la integral de Jacobi T + V - n E3 . R Pi, que se conserva.

scenario-satellite_slew-title = Giro de reposo a reposo de una nave espacial con control geométrico de la orientación
scenario-satellite_slew-description = Un cuerpo rígido libre en el espacio profundo (momentos principales 100, 150, 200 kg m^2) gira de reposo a reposo 120 grados alrededor de su eje e2 en 30 s, según un perfil polinómico de quinto grado, con el controlador de orientación de Lee, Leok y McClamroch en SO(3): e_R = (R_d^T R - R^T R_d)^v / 2, M = -k_R e_R - k_Omega e_Omega + Omega x J Omega + prealimentación. El fantasma vuela con el PD clásico de los libros de texto en ángulos de Euler 3-2-1, con las mismas ganancias: a 90 grados de cabeceo (bloqueo del cardán) los ángulos con los que se guía saltan 180 grados mientras la orientación apenas cambia, y se descontrola.

scenario-sphere_comet-title = Un cometa alrededor de un cuerpo pesado sobre una esfera (muchos encuentros cercanos)
scenario-sphere_comet-description = Dos cuerpos sobre la esfera unidad con el potencial del paper 003 V = -gamma q1.q2 / sqrt(1 - (q1.q2)^2): un cuerpo pesado (masa 100) y un cometa ligero (masa 1) en una órbita excéntrica. El cometa pasa junto al cuerpo pesado cada 1.98 s, con sin(theta) entre 0.0047 y 0.015, de modo que una simulación de unos minutos contiene un centenar de encuentros cercanos y 10^4 s contienen 5000; a diferencia del ejemplo de tres cuerpos, nunca choca (su momento angular lo mantiene apartado del cuerpo pesado). El VI explícito de paso fijo con h = 0.001 sufre saltos de energía en los acercamientos; vi-adaptive reduce su paso cerca de cada acercamiento (paso 0.003 lejos de ellos, d_ref = 1), y su error de energía permanece acotado, sin deriva, a lo largo de todos ellos.

scenario-sphere_three_body-title = Tres cuerpos sobre una esfera (paper 003, Ejemplo 2)
scenario-sphere_three_body-description = Tres masas unidad sobre la esfera unidad con el potencial V = -gamma sum q_i.q_j / sqrt(1 - (q_i.q_j)^2), gamma = 1. La inercia es diagonal, así que se aplica el VI explícito (3.17)-(3.18). El artículo lo integra con h = 0.001 hasta t = 10; en t = 10.55 s los cuerpos 2 y 3 pasan a sin(theta) = 0.007, lo que ese paso fijo no puede resolver (su energía salta), por lo que el ejemplo usa vi-adaptive, el VI explícito con un paso reversible en el tiempo que se reduce en los encuentros, y lo compara con el paso fijo del artículo. En t = 12.73 s los cuerpos 2 y 3 chocan (incluso RK45 con tolerancia 1e-12 se detiene ahí): el movimiento no puede continuarse más allá.

scenario-spherical_pendulum-title = Péndulo esférico
scenario-spherical_pendulum-description = Una masa puntual en una varilla sin masa de 1 m alrededor de un pivote sin rozamiento, soltada para oscilar en un plano vertical. Haga clic en su sección de Poincaré para iniciar otras órbitas con su energía, cónicas y en roseta: el péndulo esférico es integrable, así que cada una permanece en su propia curva.

scenario-thrown_book-title = Un libro lanzado al aire
scenario-thrown_book-description = Un libro de 1 kg, de 20 x 15 x 3 cm, lanzado hacia arriba y hacia delante con un giro de 15 rad/s alrededor de su eje intermedio y un pequeño bamboleo: se voltea (el efecto Dzhanibekov) mientras su centro de masas sigue una parábola, que el integrador variacional reproduce exactamente. Gravedad según -E3.

## Lessons: title, what to watch, why, the equations at work, and the mark on the plot

lesson-chaos-title = Caos: dos simulaciones separadas por 1e-9 se alejan
lesson-chaos-watch = Dos péndulos dobles integrados con el mismo método; el fantasma empezó con ω₁ modificada en 1e-9 rad/s. Durante un minuto no parece haber ninguna diferencia; después el fantasma se despega y los dos movimientos dejan de tener relación, aunque ambos conservan su energía.
lesson-chaos-why = El péndulo doble es caótico: las trayectorias cercanas se separan exponencialmente, de modo que, al cabo de un tiempo, ningún integrador, por preciso que sea, puede seguir la trayectoria verdadera. Lo que sí puede reproducir bien es lo que no depende de la trayectoria: la energía, la ligadura y la aplicación momento. Por eso esas son las varas de medir de la integración geométrica en tiempos largos.
lesson-chaos-equation = El mismo flujo discreto (3.10)–(3.13) desde dos estados iniciales; su error de energía acotado y su aplicación momento exacta valen para ambos.
lesson-chaos-mark = simulaciones a 1 cm de distancia

lesson-close-encounter-title = Un encuentro cercano: un paso fijo pierde la energía, un VI adaptativo lo atraviesa
lesson-close-encounter-watch = Los tres cuerpos sobre una esfera del paper 003. Cerca de t = 10.55 s, dos de ellos pasan muy cerca el uno del otro. El fantasma, el VI explícito del artículo con su paso fijo h = 0.001 s, sale del encuentro con su energía alterada en más del 100%: el vigilante marca el instante y lo indica. El VI adaptativo (línea continua) reduce su paso a medida que los cuerpos se acercan y atraviesa el encuentro con un error relativo de energía de unas pocas millonésimas.
lesson-close-encounter-why = El potencial −γ cot θ es singular cuando dos cuerpos se encuentran: cerca de un encuentro con ángulo θ, el movimiento ocurre en una escala de tiempo ∝ θ^{ "{" }3/2{ "}" }, mucho más corta que cualquier paso fijo elegido para el resto de la órbita, así que el paso fijo salta por encima de lo que ocurre. vi-adaptive da ahí pasos ∝ θ², elegidos mediante una regla simétrica en el tiempo, de modo que el método sigue siendo reversible en el tiempo y mantiene cada cuerpo sobre la esfera. RK45 con una tolerancia estricta también supera este encuentro, reduciendo sus pasos del mismo modo, pero sin mantener la esfera ni la reversibilidad. En t = 12.73 s los cuerpos 2 y 3 chocan frontalmente; ningún paso, adaptativo o no, puede continuar más allá de una colisión, y el vigilante detiene ahí la simulación.
lesson-close-encounter-equation = Paper 003 (3.17)–(3.18), el VI explícito, con el paso h_n = ε (σ(q_n) + σ(q_{ "{" }n+1{ "}" }))/2 y σ(d) = d²/(d² + d_ref²) (Hairer, Lubich & Wanner, Geometric Numerical Integration, §VIII.3).
lesson-close-encounter-mark = el paso fijo perdió la energía

lesson-coarse-step-title = Un paso grueso: RK4 deriva, el VI permanece acotado
lesson-coarse-step-watch = Con h = 0.1 s (aproximadamente la duodécima parte del periodo de oscilación) ambas simulaciones son toscas. Observe |E − E₀|: el error del VI es grande, 7e-2, pero se mantiene en la misma banda durante todo el tiempo que deje correr la simulación; el de RK4 empieza más o menos igual de grande y crece sin cesar.
lesson-coarse-step-why = En tiempos largos, lo que importa no es la precisión por paso. RK4 tiene un orden mayor, pero su error tiene una parte secular que se acumula paso tras paso. El error de energía del VI es la diferencia entre la energía verdadera y una energía modificada que se conserva, así que oscila en lugar de acumularse.
lesson-coarse-step-equation = Paper 003, (3.10)–(3.13) para un cuerpo: el VI implícito en S² con el potencial del péndulo; la referencia es RK4 clásico aplicado a (2.10)–(2.11).
lesson-coarse-step-mark = RK4 sale de la banda del VI

lesson-energy-bounded-title = Energía: un integrador variacional frente a un método del mismo orden
lesson-energy-bounded-watch = Las curvas de |E − E₀| del gráfico de energía (escala logarítmica, eje derecho). La del VI (azul) oscila en una banda que no se ensancha; la del fantasma, el método de Runge–Kutta de segundo orden de Heun con el mismo paso, sale de esa banda y sigue subiendo. La línea verde marca el instante en que el error del método de referencia en el último tercio de la simulación supera el triple del mayor error del VI.
lesson-energy-bounded-why = Ambos métodos son de segundo orden, así que, paso a paso, tienen una precisión parecida. Pero el VI es el flujo exacto de un lagrangiano discreto cercano: es simpléctico, por lo que su error de energía permanece acotado durante tiempos exponencialmente largos (análisis de error regresivo), mientras que un método de Runge–Kutta que no es simpléctico acumula un error que crece con el tiempo.
lesson-energy-bounded-equation = El lagrangiano discreto (3.1) y las ecuaciones de Euler–Lagrange discretas (3.10)–(3.13) del paper 003; el método de referencia integra (2.9)–(2.11).
lesson-energy-bounded-mark = la referencia sale de la banda del VI

lesson-geometric-phase-title = La fase geométrica: tras cada periodo, el cuerpo ha girado 2ET/|π| − Λ
lesson-geometric-phase-watch = En la esfera del momento, Π recorre su curva una vez por periodo T; el casquete sombreado es la región que encierra esa curva, de ángulo sólido Λ. Tras cada periodo, la tabla bajo la esfera da la parte dinámica 2ET/|π|, la parte geométrica Λ, el giro previsto del cuerpo alrededor del momento angular espacial π y el giro medido en la orientación de la simulación. Con el LGVI a h = 0.01 coinciden hasta unos 1.5e-3 rad, el error de segundo orden del método; el vi4 de cuarto orden, al lado, hasta unos 2e-6.
lesson-geometric-phase-why = Π vuelve a su punto de partida tras un periodo, pero el cuerpo no necesariamente: ha girado alrededor del momento angular espacial fijo π un ángulo Δθ. Montgomery (1991) demostró que Δθ = 2ET/|π| − Λ (mod 2π): una parte dinámica, que crece con la energía y el tiempo, y una parte geométrica, el ángulo sólido del casquete que encierra la curva de Π en su esfera, que solo depende de la forma de la curva. Es la fase geométrica más clara de la mecánica. El LGVI conserva exactamente |Π| y la energía, así que Π se queda en la curva exacta, y el Λ medido en la simulación coincide con el casquete de la curva del modelo (última fila de la tabla) hasta unos 1e-9; lo que queda es el error del periodo y de la orientación, de orden h².
lesson-geometric-phase-equation = Δθ = 2ET/|π| − Λ (mod 2π) (Montgomery 1991), con Λ el ángulo sólido encerrado por la curva de Π en la esfera |Π| = |π|.
lesson-geometric-phase-mark = giros previsto y medido coinciden

lesson-euler-angles-title = Los ángulos de Euler fallan; el VI en grupos de Lie sigue adelante
lesson-euler-angles-watch = El eje del trompo pasa rozando la vertical. El fantasma integra el mismo trompo en ángulos de Euler 3-1-3 con RK4: cerca de la vertical su energía salta y la simulación se detiene con un mensaje que nombra la singularidad. El LGVI (línea continua) supera cada una de esas pasadas con un error de energía pequeño y acotado.
lesson-euler-angles-why = Los ángulos de Euler son coordenadas, y todo conjunto de tres ángulos en SO(3) es singular en algún lugar: para los ángulos 3-1-3, donde el eje de simetría es vertical, la matriz de masas tiene det ∝ sin²ω y el ángulo ψ gira π en un instante. El LGVI nunca usa ángulos: actualiza la propia matriz de rotación, R_{ "{" }k+1{ "}" } = R_k F_k, así que no hay nada que pueda ser singular.
lesson-euler-angles-equation = Paper 004 (74)–(75) para las ecuaciones en ángulos de Euler y su singularidad en sin ω = 0; el LGVI R_{ "{" }k+1{ "}" } = R_k F_k con F_k obtenida de la ecuación de Cayley.
lesson-euler-angles-mark = los ángulos de Euler fallaron

lesson-intermediate-axis-title = El volteo alrededor del eje intermedio (efecto Dzhanibekov), con energía exacta
lesson-intermediate-axis-watch = El cuerpo gira alrededor de su eje intermedio y se voltea cada pocos segundos. Observe el indicador de energía y el gráfico de energía: la energía del LGVI no cambia, salvo en torno a 1e-15 de su valor, volteo tras volteo.
lesson-intermediate-axis-why = La rotación alrededor del eje principal intermedio es inestable, así que una perturbación minúscula crece y el cuerpo se voltea; los volteos se repiten porque la energía y el momento angular se conservan. Para un cuerpo libre, el LGVI conserva exactamente el momento angular y, como deducen las pruebas de geovi, esta aplicación discreta conserva también exactamente la energía.
lesson-intermediate-axis-equation = El LGVI de un cuerpo rígido libre: R_{ "{" }k+1{ "}" } = R_k F_k, Π_{ "{" }k+1{ "}" } = F_kᵀ Π_k, con F_k obtenida de la ecuación de Cayley.
lesson-intermediate-axis-mark = dos volteos, energía exacta

lesson-momentum-sphere-title = El vuelco es la separatriz; RK4 abandona la esfera
lesson-momentum-sphere-watch = Junto al cuerpo, la esfera del momento: el momento angular Π del cuerpo se mueve sobre una esfera, a lo largo de las curvas donde corta los elipsoides de energía (líneas finas). Los círculos máximos verdes son las separatrices por el eje intermedio ±e2. Cada vuelco del cuerpo es Π recorriendo una separatriz de +e2 a −e2 y de vuelta. Lea los números bajo la esfera: el LGVI se mantiene en la esfera y en su nivel de energía salvo redondeo; RK4, con este paso grueso, abandona ambos. Pulse «Ampliar» para dibujar la distancia de cada ejecución a la esfera ampliada por una potencia de diez (el factor aparece sobre la esfera): la traza de RK4 sale de la esfera, la del LGVI se queda en ella. La referencia es RK4 con su orientación reproyectada sobre las rotaciones tras cada paso, para que su cuerpo se dibuje sin deformarse; su Π y su energía son bit a bit los de RK4 sin más.
lesson-momentum-sphere-why = El Π de un cuerpo libre obedece la ecuación de Euler Π̇ = Π × J⁻¹Π, que conserva |Π| y la energía ½Π·J⁻¹Π, así que Π queda en la curva donde se cortan la esfera y el elipsoide. Girando cerca del eje intermedio, esa curva pasa junto a la separatriz: Π se aleja despacio de +e2, corre por la separatriz hasta −e2 y vuelve. El LGVI actualiza Π con una rotación (Π_{ "{" }k+1{ "}" } = F_kᵀΠ_k), de modo que |Π| no puede cambiar, y para un cuerpo libre conserva también la energía exactamente. RK4 suma a Π una actualización polinómica que no es una rotación: |Π| y la energía se alejan juntas de sus valores (los números y los indicadores bajo la esfera), aquí unos 1e-3 en 20 s.
lesson-momentum-sphere-equation = La ecuación de Euler Π̇ = Π × J⁻¹Π en la esfera |Π| = const; la actualización del LGVI Π_{ "{" }k+1{ "}" } = F_kᵀ Π_k con F_k ∈ SO(3) de la ecuación de Cayley.
lesson-momentum-sphere-mark = vuelcos por la separatriz; RK4 fuera de la esfera

lesson-noether-title = El teorema de Noether, en discreto: el momento angular se conserva
lesson-noether-watch = El segundo gráfico: el momento angular respecto del eje vertical e3. La gravedad no hace girar el sistema alrededor de ese eje, así que el movimiento exacto lo conserva. El del VI se mantiene constante hasta las últimas cifras; el de RK4 deriva.
lesson-noether-why = El lagrangiano discreto del VI es invariante frente a rotaciones alrededor de e3, así que, por el teorema de Noether discreto, el flujo discreto conserva exactamente la aplicación momento correspondiente (salvo el redondeo del resolvedor). RK4 aproxima bien el movimiento, pero no lleva incorporada ninguna simetría de ese tipo.
lesson-noether-equation = Paper 003: la aplicación momento J = e3 · Σᵢ qᵢ × Σⱼ Mᵢⱼ q̇ⱼ de la simetría de (3.1), conservada por (3.10)–(3.13).
lesson-noether-mark = el momento de RK4 ha derivado

lesson-poincare-section-title = Una sección de Poincaré: las islas del VI siguen nítidas, las de RK4 se emborronan
lesson-poincare-section-watch = La sección junto al péndulo marca un punto cada vez que el primer brazo sube pasando por la vertical: en horizontal el ángulo del segundo brazo, en vertical su velocidad angular. Los puntos naranjas son el VI, los rosas RK4, ambos con el mismo paso grueso h = 0.04 s. Los puntos del VI recorren las mismas islas y curvas mientras lo deje correr; los de RK4 se alejan de ellas, porque cada cruce está en una superficie de energía algo distinta. Haga clic en la sección para sembrar sus propias órbitas con la energía de la simulación.
lesson-poincare-section-why = Una sección necesita miles de cruces, es decir, simulaciones largas, y en las simulaciones largas es donde importa la estructura del integrador. La aplicación del VI es simpléctica: su error de energía oscila en una banda acotada alrededor de una energía modificada que se conserva, así que sus cruces permanecen en una sola superficie de energía y las islas siguen nítidas. RK4 es más preciso en cada paso, pero su error de energía crece paso a paso; su sección es una mezcla de secciones de energías siempre distintas.
lesson-poincare-section-equation = Artículo 003, (3.10)–(3.13) para una cadena de dos brazos con datos planos: el VI implícito; la referencia es el RK4 clásico sobre (2.10)–(2.11). Los cruces se localizan entre pasos mediante interpolación cúbica de Hermite (docs/sections.md).
lesson-poincare-section-mark = Los cruces de RK4 han dejado la superficie de energía

lesson-spin-orbit-title = El problema de cuerpos extensos: el giro y la órbita intercambian momento angular, el total se conserva
lesson-spin-orbit-watch = Los indicadores: el giro de cada cuerpo cambia a medida que cada forma tira de la otra, y también su órbita, pero el momento angular total respecto de e3 (el segundo gráfico y su indicador) se mantiene fijo hasta las últimas cifras. El total de RK4 deriva.
lesson-spin-orbit-why = Dos cuerpos extensos no se atraen como dos puntos: la gravedad de cada uno ejerce un momento sobre el otro, así que el momento angular pasa entre sus giros y su órbita. El lagrangiano discreto del integrador variacional es invariante frente a rotaciones del sistema completo, así que, por el teorema de Noether discreto, el momento angular total Σ (x × p + R Π) se conserva hasta el redondeo mientras sus partes se intercambian. RK4 sigue el intercambio con precisión, pero no conserva ninguna simetría.
lesson-spin-orbit-equation = Lee, Leok y McClamroch, el problema de cuerpos extensos (CMAME 196 (2007)): el flujo discreto de la Sección 3 conserva exactamente Σ (x × p + R Π).
lesson-spin-orbit-mark = La órbita ha cedido parte de su momento angular a los giros
lesson-centre-of-mass-title = Un cuadricóptero y su carga: el centro de masas se queda quieto y el cable conserva su longitud
lesson-centre-of-mass-watch = La carga hace oscilar al cuadricóptero de un lado a otro, pero el punto en el que sus masas se equilibran, su centro de masas, no se mueve: el empuje de los rotores es exactamente su peso total. En el fantasma de RK4 el cable se acorta poco a poco (la segunda gráfica).
lesson-centre-of-mass-why = La tensión del cable es una fuerza interna: tira del cuadricóptero y de la carga con la misma intensidad en sentidos opuestos, así que no puede mover su centro de masas; solo puede hacerlo una fuerza externa neta, y aquí el empuje y el peso se anulan. Los dos integradores lo mantienen quieto, porque el momento total es lineal en el estado y todo método de Runge-Kutta conserva los invariantes lineales. La longitud del cable es una ligadura, |q| = 1 en la esfera de direcciones: el integrador variacional gira q y la conserva exactamente; RK4 mueve q en línea recta y la deja derivar.
lesson-centre-of-mass-equation = Sreenath, Lee y Kumar, CDC 2013, y el VI del espacio producto (docs/product-spaces.md): la dirección gira, q(k+1) = cay(f) q(k), así que |q| sigue valiendo 1; el momento cambia en (h/2)(G(k) + G(k+1)) + λ q(k), lo que con G = 0 deja quieto el total.
lesson-centre-of-mass-mark = El centro de masas se ha quedado quieto mientras el cuadricóptero oscilaba; el cable de RK4 se ha acortado

lesson-stays-on-sphere-title = Sobre la esfera: |q| = 1 hasta el redondeo
lesson-stays-on-sphere-watch = El segundo gráfico: el error de la ligadura max |‖qᵢ‖ − 1|. El del VI se mantiene al nivel del redondeo, unos 1e-15. El de RK4, en rosa, crece sin cesar: RK4 no sabe que las masas viven sobre esferas.
lesson-stays-on-sphere-why = El VI mueve cada qᵢ mediante una rotación, qᵢ⁺ = Fᵢ qᵢ con Fᵢ en SO(3), de modo que ‖qᵢ‖ = 1 se cumple por construcción. RK4 suma incrementos en R³, que se salen un poco de la esfera en cada paso. Reproyectar RK4 sobre las esferas tras cada paso (rk4-projected) restablece la ligadura, pero no la energía: la proyección no forma parte de ninguna mecánica, como señala el paper 003 en el Ejemplo 3.
lesson-stays-on-sphere-equation = Paper 003 (3.11): q_{ "{" }k+1{ "}" } = F_k q_k con F_k ∈ SO(3), resuelta mediante los parámetros de Cayley (3.14)–(3.16).
lesson-stays-on-sphere-mark = RK4 se desvía 1000× más

lesson-symplectic-area-title = Área en el espacio de fases: una aplicación simpléctica la conserva
lesson-symplectic-area-watch = Doscientas oscilaciones de péndulo parten de un lazo en el plano de fases (ángulo θ frente a velocidad angular θ̇). El panel muestra el área que encierra el lazo, relativa a la inicial: para el VI se mantiene en 1 mientras el lazo se cizalla hasta formar una media luna; para Euler explícito crece a razón de varios por ciento por segundo.
lesson-symplectic-area-why = El flujo de un sistema hamiltoniano conserva el área en el espacio de fases (teorema de Liouville), y también la conserva toda aplicación simpléctica, como un integrador variacional. Euler explícito multiplica las áreas por det = 1 + h²g/l en cada paso para oscilaciones pequeñas: la nube se expande, lo que se manifiesta como una energía que crece.
lesson-symplectic-area-equation = Paper 003 (3.17)–(3.18), el VI explícito, cuyo flujo discreto es simpléctico; la referencia es Euler explícito aplicado a (2.10)–(2.11).
lesson-symplectic-area-mark = el área de Euler se desvía un 10%

lesson-tracking-title = Seguir una hélice: los errores del controlador geométrico convergen; el diseño para ángulos pequeños se queda atrás
lesson-tracking-watch = El primer caso del artículo: el cuadricóptero parte nivelado del origen, a 60 cm de la hélice morada que debe seguir mientras su rumbo gira media vuelta por segundo. El error de posición |eₓ| y el error de orientación Ψ del controlador geométrico caen varios órdenes de magnitud en pocos segundos (la segunda gráfica, escala logarítmica); a partir de 6 s se mantiene a menos de un milímetro de la curva. El fantasma, un PD en ángulos de Euler con las mismas ganancias, se desvía de ella una y otra vez entre 8 y 20 cm.
lesson-tracking-why = Para seguir una curva tan rápida, el cuadricóptero tiene que inclinarse mucho y cambiar de inclinación sin parar. El controlador geométrico calcula la orientación que exige la curva, y lo rápido que gira, de forma exacta en SO(3). El PD en ángulos de Euler se diseñó para el vuelo estacionario, donde la inclinación es pequeña y el empuje apunta hacia arriba: en esta curva esas aproximaciones son falsas, y también lo es su término de prealimentación.
lesson-tracking-equation = Lee, Leok y McClamroch (CDC 2010), caso (i): x_d = [0.4 t, 0.4 sin πt, 0.6 cos πt], b1d = [cos πt, sin πt, 0]; f = −A · R e3 con A = −kx ex − kv ev − m g e3 + m ẍd; Rc = [b2c × b3c, b2c, b3c], b3c = −A/|A|.
lesson-tracking-mark = El controlador geométrico sigue la hélice al milímetro; el PD en ángulos de Euler se desvía centímetros

lesson-upside-down-title = Boca abajo: el controlador geométrico se endereza; el controlador en ángulos de Euler se detiene en el lugar equivocado
lesson-upside-down-watch = Los dos cuadricópteros parten con un cabeceo de 178 grados, casi boca abajo, y se les pide que se mantengan en vuelo estacionario en el origen. Con el controlador geométrico, el cuadricóptero se da la vuelta y regresa al marcador morado. El fantasma, un controlador PD en ángulos de Euler con las mismas ganancias, también se da la vuelta, pero luego se detiene nivelado a unos 3.85 m y se queda allí, con todos sus errores en ángulos de Euler a cero.
lesson-upside-down-why = El diseño en ángulos de Euler, pensado para ángulos pequeños, pide un ángulo de cabeceo proporcional a lo lejos que está de su objetivo. Como se aleja mientras se da la vuelta, acaba tan lejos que el cabeceo que pide alcanza los 360 grados, y un cabeceo de 360 grados es la misma orientación que el vuelo nivelado: ya no ve nada que corregir. El controlador geométrico compara las rotaciones mismas, en SO(3), donde no existe ese salto de 360 grados; su error Ψ = ½ tr(I − Rcᵀ R) solo es cero cuando la orientación es la correcta.
lesson-upside-down-equation = Lee, Leok y McClamroch (CDC 2010): e_R = ½ (Rcᵀ R − Rᵀ Rc)^∨ y M = −kR e_R − kΩ e_Ω + … . El PD en ángulos de Euler ordena θc = kx ex / (m g); queda nivelado en vuelo estacionario donde kx |ex| / (m g) = 2π, |ex| = 2π m g / kx = 3.85 m.
lesson-upside-down-mark = El controlador geométrico ha vuelto al origen; el controlador en ángulos de Euler se mantiene nivelado a 3.85 m

lesson-unit-circle-title = La circunferencia unidad: los multiplicadores del VI se quedan en ella, los de RK4 caen dentro
lesson-unit-circle-watch = El péndulo esférico cuelga en reposo, y las dos simulaciones dan el mismo paso grueso h = 0.5 s, un cuarto de oscilación. La vista de estabilidad dibuja los multiplicadores de un paso: cuánto crece o mengua una pequeña oscilación en cada paso y cuánto gira. Los del VI (círculos) están sobre la circunferencia unidad; los de RK4 (triángulos) quedan dentro, en |μ| ≈ 0.93: cada pequeña oscilación de RK4 se enrosca hacia dentro y pierde un 7 % de su amplitud en cada paso.
lesson-unit-circle-why = Colgar en reposo es un equilibrio elíptico: una pequeña oscilación ni crece ni se amortigua, así que los multiplicadores del flujo exacto, e^(±iωh), están sobre la circunferencia unidad. Una aplicación simpléctica conserva el área de cada pequeño lazo de estados, así que el producto de un par de multiplicadores es 1, y un par complejo sobre la circunferencia tiene que quedarse en ella: las oscilaciones del VI conservan su tamaño con cualquier paso. RK4 no es simpléctico: su paso multiplica una oscilación por R(iωh) = 1 + z + z²/2 + z³/6 + z⁴/24 con z = iωh, cuyo módulo es menor que 1, así que la oscilación se amortigua como una amortiguada, tanto más cuanto más grueso es el paso.
lesson-unit-circle-equation = La ecuación de prueba ẏ = iωy con ω = √(g/l) = 3.13 rad/s: |R(iωh)|² = 1 − (ωh)⁶/72 + (ωh)⁸/576 para RK4 (0.926² con h = 0.5 s); los multiplicadores e^(±iθ) del VI, de las ecuaciones de Euler–Lagrange discretas (3.10)–(3.13) del paper 003 en S².
lesson-unit-circle-mark = Los multiplicadores de RK4 quedan dentro de la circunferencia

lesson-sleeping-top-title = La peonza dormida despierta: sus multiplicadores chocan en la circunferencia unidad y la abandonan
lesson-sleeping-top-watch = La peonza está exactamente vertical y gira a 20 rad/s; su fantasma es la misma peonza empujada 0.001 rad/s. La vista de estabilidad dibuja los multiplicadores de un paso de la peonza vertical: sobre la circunferencia unidad, así que es estable. Baje el giro con los botones, 18, 17.5, 17, 15 rad/s. A 18 los pares se han acercado sobre la circunferencia; a 17.5 han chocado y la han abandonado, uno fuera y otro dentro: la peonza vertical es inestable, y la vista da su tasa de crecimiento. Por debajo del umbral, 17.72 rad/s para esta peonza, el fantasma empujado empieza a cabecear y se aleja de la vertical.
lesson-sleeping-top-why = Una peonza se mantiene vertical cuando gira lo bastante rápido: las fuerzas giroscópicas la sostienen frente a la tendencia de la gravedad a volcarla. Linealizada en torno al giro vertical, una pequeña inclinación u cumple I₁ü − iI₃ω u̇ − m g l u = 0, cuyos exponentes λ = (iI₃ω ± √(4 m g l I₁ − I₃²ω²))/(2I₁) son imaginarios mientras I₃²ω² > 4 m g l I₁. Al bajar el giro se acercan, se encuentran en el umbral y se separan del eje imaginario: una colisión de Krein, la bifurcación de Hopf hamiltoniana. El paso del VI es simpléctico, así que sus multiplicadores solo pueden abandonar la circunferencia unidad de este modo, en cuádruplas μ, 1/μ, μ̄, 1/μ̄, en el umbral de la peonza exacta.
lesson-sleeping-top-equation = La condición de la peonza dormida I₃²ω² > 4 m g l I₁ (I₁ respecto al punto de apoyo): aquí I₁ = 2, I₃ = 0.5 kg m², m g l = 9.81 J, así que ω > 17.72 rad/s; por debajo, la tasa de crecimiento √(4 m g l I₁ − I₃²ω²)/(2I₁), 1.18 1/s a 15 rad/s. El VI en grupos de Lie del paper 004 (la peonza pesada), linealizado por geovi stability.
lesson-sleeping-top-mark = La peonza está por debajo de su umbral y cabecea
