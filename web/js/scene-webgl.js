// The 3-D view's WebGL renderer (three.js's WebGLRenderer, its shaders and its WebGL state): a module
// of its own, which the page loads once its first frames, drawn flat, are on the screen
// (scene.js upgrade(); issue 36). The first frame needs none of it: in the static site it is a chunk
// fetched then, and in the offline file code evaluated then.
// 'three/webgl' is three.js's whole module (three.module.js); the rest of the page imports 'three',
// its core without the renderers (three.core.js, which three.module.js builds on: one copy of it).
import * as THREE from 'three/webgl';

/** The context attributes three.js's WebGLRenderer asks for (alpha is always on there), antialias
 *  off: a software rasterizer pays for every sample, and on a GPU the renderer makes its own context
 *  with antialiasing (a second context costs 10–40 ms once the GPU process runs). */
const GL_ATTRIBUTES = Object.freeze({ alpha: true, depth: true, stencil: false, antialias: false, premultipliedAlpha: true,
  preserveDrawingBuffer: false, powerPreference: 'high-performance', failIfMajorPerformanceCaveat: false });

/** A WebGL2 context on a new canvas: { canvas, gl, software }, or null where there is none. */
function makeContext() {
  try {
    const canvas = document.createElement('canvas');
    const gl = /** @type {WebGL2RenderingContext | null} */ (canvas.getContext('webgl2', GL_ATTRIBUTES));
    if (!gl) return null;
    const ext = gl.getExtension('WEBGL_debug_renderer_info');
    const name = ext ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : '';
    return { canvas, gl, software: /swiftshader|llvmpipe|software/i.test(name) };
  } catch { return null; }
}

/**
 * The 3-D renderer, or null where no WebGL2 context can be had. A software
 * rasterizer (SwiftShader in headless Chromium, or a machine without a GPU) pays for every pixel: no
 * multisampling and one pixel per CSS pixel there. A GPU draws with multisampling, which a context's
 * attributes fix when it is made: there the renderer makes its own (the probe's context has started
 * the GPU process; it is let go).
 * @returns {THREE.WebGLRenderer | null}
 */
export function makeRenderer() {
  const probe = makeContext();
  if (!probe) return null;
  try {
    let renderer;
    if (probe.software) renderer = new THREE.WebGLRenderer({ canvas: probe.canvas, context: probe.gl, ...GL_ATTRIBUTES });
    else {
      const lose = probe.gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();
      renderer = new THREE.WebGLRenderer({ antialias: true, powerPreference: GL_ATTRIBUTES.powerPreference });
    }
    renderer.setPixelRatio(probe.software ? 1 : Math.min(window.devicePixelRatio || 1, 2));
    return renderer;
  } catch { return null; }  // a context that the probe got but the renderer could not
}

/** Has the GPU start on what was drawn, without waiting for it: a fence makes ANGLE submit it now,
 *  where a flush alone may leave it batched until the frame is composited. */
export function submit(renderer) {
  const gl = /** @type {WebGL2RenderingContext} */ (renderer.getContext());
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  if (fence) gl.deleteSync(fence);
}
