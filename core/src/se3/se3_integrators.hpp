// Rigid bodies in flight run on the product space (product/product_model.hpp): each body's centre is a
// free point carrying its mass, its attitude a factor, and uniform and mutual gravity one potential
// term (product/full_body_gravity.hpp). On this layout M is diagonal and no point is a direction, so
// the product's VI takes the discrete Newton step for each centre and the LGVI for each attitude: the
// full body problem's VI (Lee, Leok & McClamroch, CMAME 196 (2007) 2907, §3; docs/rigid-bodies-in-flight.md).
// Before this space moved onto the product it had a VI of its own, which the product's reproduced
// to the bit on the binary asteroid over 1000 steps; tests/native/test_product.cpp now checks the
// product on this layout against the full body problem's update equations written out with plain sums.
//
// The integrators are the product's seven, under this space's name (se3_dispatch.cpp).
#pragma once

#include <string>
#include <vector>

#include "product/product_stepper.hpp"
#include "product/rigid_bodies_model.hpp"

namespace geovi {

// The product model of rigid bodies in flight: point b and attitude b are body b's centre and attitude.
ProductModel rigidBodiesOnProduct(const RigidBodiesModel& bodies);

const std::vector<ProductIntegratorEntry>& se3Integrators();
// The entry named `name`, or InputError("integrator.type") when it is unknown.
const ProductIntegratorEntry& se3Integrator(const std::string& name, const ProductModel& model);

}  // namespace geovi
